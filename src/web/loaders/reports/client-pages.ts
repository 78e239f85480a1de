import { z } from 'zod';
import { companyPath, parseCompanyParam } from '../../../domain/company-id';
import { checkDateOrder, reportQueryObject } from '../../../domain/reports';
import { parseInput } from '../../../parse-input';
import type { FavoritesReportPageProps } from '../../../pages/reports/favorites-report-page';
import { REPORT_TITLES } from '../../../pages/reports/report-page';
import type { ResourcesPageProps } from '../../../pages/reports/resources-page';
import { clientNameOfScope, clientResources, userFavoritesReport } from '../../../services/reports';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { linkCompany, reportHead, reportLinkParams } from './report-access';
import { linkPaths } from './report';

/** /company/{id}/…/{webabrv}/{password}: the company in the path must be the one the link opens. */
export const clientLinkParams = reportLinkParams.extend({ id: z.string().regex(/^([a-z0-9-]+-)?\d{5}$/) });
type Ctx = LoaderContext<z.infer<typeof clientLinkParams>>;

const periodQuery = reportQueryObject.pick({ from: true, to: true }).superRefine(checkDateOrder);

async function openedCompany(ctx: Ctx) {
  const coid = parseCompanyParam(ctx.params.id)?.coid;
  return coid === undefined ? null : linkCompany(ctx, ctx.params, coid);
}

/** /company/{id}/reports/{webabrv}/{password}/user-favorites */
export async function loadFavoritesReport(ctx: Ctx): Promise<LoaderResult<FavoritesReportPageProps>> {
  const period = parseInput(periodQuery, ctx.query, 'query');
  const head = reportHead('Favorites report', 'Which of a manufacturer’s documents architects saved.', '/outline-specs-report');
  const company = await openedCompany(ctx);
  if (!company) return { props: { state: 'invalid' }, head, status: 404 };
  const paths = linkPaths(company, ctx.params);
  const report = await userFavoritesReport(ctx.db, company, { from: period.from ?? null, to: period.to ?? null });
  return {
    props: {
      state: 'report',
      report,
      from: period.from ?? '',
      to: period.to ?? '',
      // Relative to the page: the filters never repeat the link's password.
      base: '',
      links: [
        { label: REPORT_TITLES['outline-specs'], href: paths.report('outline-specs') },
        { label: REPORT_TITLES['specwizard-specs'], href: paths.report('specwizard-specs') },
        { label: 'Your resources', href: paths.resources },
      ],
    },
    head: { ...head, title: `Favorites report: ${report.clientName}` },
  };
}

/** /company/{id}/resources/{webabrv}/{password} */
export async function loadClientResources(ctx: Ctx): Promise<LoaderResult<ResourcesPageProps>> {
  const head = reportHead('Your resources', 'A manufacturer’s published content, its use and its reports.', '/outline-specs-report');
  const company = await openedCompany(ctx);
  if (!company) return { props: { state: 'invalid' }, head, status: 404 };
  const paths = linkPaths(company, ctx.params);
  const clientName = clientNameOfScope(company);
  return {
    props: {
      state: 'page',
      clientName,
      companyHref: companyPath(company.name, company.coid),
      resources: await clientResources(ctx.db, company.coid),
      links: [
        { label: REPORT_TITLES['outline-specs'], href: paths.report('outline-specs') },
        { label: REPORT_TITLES['specwizard-specs'], href: paths.report('specwizard-specs') },
        { label: 'Favorites report', href: paths.favorites },
      ],
    },
    head: { ...head, title: `Your resources: ${clientName}` },
  };
}
