import { z } from 'zod';
import { notFound } from '../../../errors';
import { listProjects, PROJECT_SORT_FIELDS, projectCountsByDivision } from '../../../services/client-projects';
import { getDivision, listDivisions } from '../../../services/csi';
import type { ProjectsPageProps } from '../../../pages/browse/projects-page';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { parseListing } from './listing';
import { requireExistingPage } from '../../../http/query-schemas';

export const projectsParams = z.object({ division: z.string().regex(/^\d{2}$/).optional() });

/** /projects and /projects/{division}: client manufacturers' project galleries, newest first. */
export async function loadProjects(ctx: LoaderContext<z.infer<typeof projectsParams>>): Promise<LoaderResult<ProjectsPageProps>> {
  const division = ctx.params.division ? await getDivision(ctx.db, ctx.params.division) : null;
  if (ctx.params.division && !division) throw notFound(`Unknown division: ${ctx.params.division}`);
  const listing = parseListing(ctx.query, PROJECT_SORT_FIELDS, { field: 'date', direction: 'desc' });
  const [projects, counts, divisions] = await Promise.all([
    listProjects(ctx.db, { division: division?.division }, { page: listing.page, sort: listing.sort }),
    projectCountsByDivision(ctx.db),
    listDivisions(ctx.db),
  ]);
  requireExistingPage(listing.page, projects.pageCount);
  const path = division ? `/projects/${division.division}` : '/projects';
  const heading = division ? `Projects: ${division.division} ${division.title}` : 'Project galleries';
  return {
    props: {
      heading,
      division,
      projects,
      sort: listing.sort,
      path,
      divisions: divisions.filter((d) => counts[d.division]).map((d) => ({ ...d, count: counts[d.division] })),
    },
    head: {
      title: heading,
      description: division
        ? `Buildings where manufacturers' ${division.title.toLowerCase()} products were used: location, project type and the products.`
        : "Buildings where manufacturers' products were used, by MasterFormat division: location, project type and the products.",
      canonical: path,
      // A division with no projects is a valid but empty page.
      robots: projects.total === 0 ? 'noindex, follow' : listing.robots,
    },
  };
}
