import { z } from 'zod';
import { withQuery } from '../../../components/pagination';
import { companySlugId } from '../../../domain/company-id';
import type { ReportKind } from '../../../domain/reports';
import { REPORT_MAX_PAGE, checkDateOrder, reportQueryObject, toReportQuery } from '../../../domain/reports';
import { pageNumber } from '../../../domain/number-input';
import { formatSort } from '../../../domain/sort';
import { parseInput } from '../../../parse-input';
import type { ReportRoutePageProps } from '../../../pages/reports/report-route-page';
import { REPORT_TITLES } from '../../../pages/reports/report-page';
import { outlineSpecsReport, specWizardReport } from '../../../services/reports';
import type { ReportCompany } from '../../../services/reports';
import type { LoaderContext, LoaderResult } from '../../page-types';
import type { ReportLink } from './report-access';
import { linkCompany, reportHead, signedInScope } from './report-access';

/** The API's report query plus the page of the table, or `all` (to print every row); the API and the CSV give every row. */
const reportQuery = reportQueryObject
  .extend({ page: z.union([z.literal('all'), pageNumber(REPORT_MAX_PAGE)], { error: `must be a whole number from 1 to ${REPORT_MAX_PAGE}, or all` }) })
  .superRefine(checkDateOrder);

const PAGE_PATHS: Record<ReportKind, string> = { 'outline-specs': '/outline-specs-report', 'specwizard-specs': '/specwizard-specs-report' };
const API_PATHS: Record<ReportKind, string> = { 'outline-specs': '/api/outline-specs-report', 'specwizard-specs': '/api/specwizard-specs-report' };
const BUILDERS = { 'outline-specs': outlineSpecsReport, 'specwizard-specs': specWizardReport } as const;
const other = (kind: ReportKind): ReportKind => (kind === 'outline-specs' ? 'specwizard-specs' : 'outline-specs');

/** Paths of a client's pages reachable by its report link. */
export function linkPaths(company: ReportCompany, link: ReportLink) {
  const secret = `${encodeURIComponent(link.webabrv)}/${encodeURIComponent(link.password)}`;
  const companyId = companySlugId(company.name, company.coid);
  return {
    report: (kind: ReportKind) => `${PAGE_PATHS[kind]}/${secret}`,
    api: (kind: ReportKind) => `${API_PATHS[kind]}/by-abbrev/${secret}`,
    favorites: `/company/${companyId}/reports/${secret}/user-favorites`,
    resources: `/company/${companyId}/resources/${secret}`,
  };
}

/**
 * The loader of a report page: opened by sign-in (/outline-specs-report) or by the
 * client's link (/outline-specs-report/{webabrv}/{password}); filters and sort from the query.
 */
export function reportLoader(kind: ReportKind, by: 'signin' | 'link') {
  return async (ctx: LoaderContext<Partial<ReportLink>>): Promise<LoaderResult<ReportRoutePageProps>> => {
    const fields = parseInput(reportQuery, ctx.query, 'query');
    const query = toReportQuery(fields);
    const head = reportHead(REPORT_TITLES[kind], `${REPORT_TITLES[kind]} for a manufacturer client.`, PAGE_PATHS[kind]);
    let scope;
    let apiPath: string;
    let links: { label: string; href: string }[];
    if (by === 'signin') {
      scope = await signedInScope(ctx);
      apiPath = scope === 'all' ? `${API_PATHS[kind]}/all-coid` : `${API_PATHS[kind]}/by-coid/${scope.coid}`;
      links = [{ label: REPORT_TITLES[other(kind)], href: PAGE_PATHS[other(kind)] }];
    } else {
      const link = ctx.params as ReportLink;
      const company = await linkCompany(ctx, link);
      if (!company) return { props: { state: 'invalid' }, head, status: 404 };
      scope = company;
      const paths = linkPaths(company, link);
      apiPath = paths.api(kind);
      links = [
        { label: REPORT_TITLES[other(kind)], href: paths.report(other(kind)) },
        { label: 'Favorites report', href: paths.favorites },
        { label: 'Your resources', href: paths.resources },
      ];
    }
    const report = await BUILDERS[kind](ctx.db, scope, query);
    const filters = { from: fields.from ?? '', to: fields.to ?? '', csi: fields.csi ?? '' };
    const csvHref = withQuery(apiPath, { format: 'csv', from: fields.from, to: fields.to, csi: fields.csi, sort: formatSort(query.sort) });
    return {
      // Opened by link, the filters and sort links stay relative to the page, so they never repeat its password.
      props: { state: 'report', kind, report, filters, sort: query.sort, page: fields.page, base: by === 'signin' ? ctx.path : '', csvHref, links },
      head: { ...head, title: `${REPORT_TITLES[kind]}: ${report.clientName}` },
    };
  };
}

