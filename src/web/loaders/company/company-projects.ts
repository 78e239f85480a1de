import { z } from 'zod';
import { notFound } from '../../../errors';
import type { CompanyProjectPageProps } from '../../../pages/company/company-project-page';
import type { CompanyProjectsPageProps } from '../../../pages/company/company-projects-page';
import { getCompanyProject, listProjects, PROJECT_SORT_FIELDS } from '../../../services/client-projects';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { parseListing } from '../browse/listing';
import { companyArea, companyIdParam } from './area';
import { plainSerial, requireExistingPage } from '../../../http/query-schemas';
import { endSentence } from '../../../domain/sentence';
import { requestTray } from '../compare-tray';

export const companyProjectParams = z.object({
  id: companyIdParam,
  projectId: plainSerial.optional(),
});

type Params = z.infer<typeof companyProjectParams>;

const OTHER_PROJECTS = 6;

/** /company/{id}/projects: every project of the manufacturer (client or not), newest first, sortable. */
export async function loadCompanyProjects(ctx: LoaderContext<Params>): Promise<LoaderResult<CompanyProjectsPageProps>> {
  const listing = parseListing(ctx.query, PROJECT_SORT_FIELDS, { field: 'date', direction: 'desc' });
  const area = await companyArea(ctx, '/projects');
  if ('redirect' in area) return area;
  const { company, base } = area;
  const projects = await listProjects(ctx.db, { coid: company.coid, clientsOnly: false }, { page: listing.page, sort: listing.sort });
  requireExistingPage(listing.page, projects.pageCount);
  return {
    props: { company, base, projects, sort: listing.sort },
    head: {
      title: `Projects with ${company.name} products`,
      description: `Buildings where products of ${company.name} were used: location, project type, year and the products.`,
      canonical: area.canonical,
      robots: projects.total === 0 ? 'noindex, follow' : listing.robots,
    },
  };
}

/** /company/{id}/projects/{projectId}: one project (projectId is its client_projects.seq; another company's is a 404). */
export async function loadCompanyProject(ctx: LoaderContext<Params>): Promise<LoaderResult<CompanyProjectPageProps>> {
  const seq = ctx.params.projectId;
  if (seq === undefined) throw notFound('No project');
  const area = await companyArea(ctx, `/projects/${seq}`);
  if ('redirect' in area) return area;
  const { company, base } = area;
  const project = await getCompanyProject(ctx.db, company.coid, seq);
  if (!project) throw notFound(`No project ${seq} of ${company.name}`);
  const others = await listProjects(ctx.db, { coid: company.coid, clientsOnly: false }, { pageSize: OTHER_PROJECTS + 1 });
  const place = [project.city, project.state].filter(Boolean).join(', ');
  const tray = await requestTray(ctx);
  return {
    props: { company, base, project, others: others.items.filter((p) => p.seq !== project.seq).slice(0, OTHER_PROJECTS), otherCount: others.total - 1, tray },
    head: {
      title: `${project.name}${place ? `, ${place}` : ''}: a ${company.name} project`,
      description: project.description.slice(0, 300) || `${project.name}, a project with products of ${endSentence(company.name)}`,
      canonical: area.canonical,
    },
  };
}
