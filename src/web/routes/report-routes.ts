import { FavoritesReportPage } from '../../pages/reports/favorites-report-page';
import { ReportRoutePage } from '../../pages/reports/report-route-page';
import { ResourcesPage } from '../../pages/reports/resources-page';
import { clientLinkParams, loadClientResources, loadFavoritesReport } from '../loaders/reports/client-pages';
import { reportLoader } from '../loaders/reports/report';
import { reportLinkParams } from '../loaders/reports/report-access';
import type { RouteDef } from '../page-types';
import { route } from '../page-types';

/** Report pages are private: never cached, never in the sitemap (their links may hold a password). */
const report = { cache: 'never', sitemap: false } as const;

/**
 * Manufacturer reports (issue 7), by sign-in or by the client's report link. The product lists
 * /specwizard-specs-report/{webabrv}/{password} among the routes that need sign-in, so that
 * one asks for both; the outline-spec link and the company pages open with the link alone.
 */
export const REPORT_ROUTES: readonly RouteDef[] = [
  route({ path: '/outline-specs-report', page: ReportRoutePage, load: reportLoader('outline-specs', 'signin'), guard: 'auth', ...report }),
  route({ path: '/outline-specs-report/:webabrv/:password', page: ReportRoutePage, load: reportLoader('outline-specs', 'link'), params: reportLinkParams, ...report }),
  route({ path: '/specwizard-specs-report', page: ReportRoutePage, load: reportLoader('specwizard-specs', 'signin'), guard: 'auth', ...report }),
  route({
    path: '/specwizard-specs-report/:webabrv/:password',
    page: ReportRoutePage,
    load: reportLoader('specwizard-specs', 'link'),
    params: reportLinkParams,
    guard: 'auth',
    ...report,
  }),
  route({ path: '/company/:id/reports/:webabrv/:password/user-favorites', page: FavoritesReportPage, load: loadFavoritesReport, params: clientLinkParams, ...report }),
  route({ path: '/company/:id/resources/:webabrv/:password', page: ResourcesPage, load: loadClientResources, params: clientLinkParams, ...report }),
];
