import type { Db } from '../../db/types';
import { companyPath } from '../../domain/company-id';
import { sitemapClientProjects, sitemapCompanies } from '../../services/sitemap-keys';
import { CompanyContentPage } from '../../pages/company/company-content-page';
import { CompanyPage } from '../../pages/company/company-page';
import { CompanyProjectPage } from '../../pages/company/company-project-page';
import { CompanyProjectsPage } from '../../pages/company/company-projects-page';
import { CompanySearchPage } from '../../pages/company/company-search-page';
import { VariationsPage, ViewerPage } from '../../pages/company/content-extras-pages';
import { NonClientPage } from '../../pages/company/non-client-page';
import { ProductSearchPage } from '../../pages/company/product-search-page';
import { RequestInformationPage } from '../../pages/company/request-information-page';
import { companyParams, loadCompany } from '../loaders/company';
import { companyOnlyParams } from '../loaders/company/area';
import { companyProjectParams, loadCompanyProject, loadCompanyProjects } from '../loaders/company/company-projects';
import { companySearchParams, loadCompanySearch } from '../loaders/company/company-search';
import { contentExtrasParams, loadVariations, loadViewer } from '../loaders/company/content-extras';
import { loadNonClient } from '../loaders/company/non-client';
import { loadProductSearch } from '../loaders/company/product-search';
import { loadRequestInformation } from '../loaders/company/request-information';
import { nonClientAction } from '../actions/non-client-action';
import { requestInformationAction } from '../actions/request-information-action';
import { companyContentParams, loadCompanyContent } from '../loaders/company-content';
import type { RouteDef } from '../page-types';
import { route } from '../page-types';
import { VIEWER_ROUTES } from './viewer-routes';
import { COMPANY_SEARCH_QUERY, LISTING_QUERY, PAGE_QUERY } from '../../http/query-schemas';

/** Canonical paths of the companies of one kind, each followed by `suffix`. */
async function companyPaths(db: Db, kind: Parameters<typeof sitemapCompanies>[1], suffix: string): Promise<string[]> {
  return (await sitemapCompanies(db, kind)).map((c) => companyPath(c.name, c.coid) + suffix);
}

/**
 * The company area, canonical path /company/{slug}-{coid}. Express takes the first
 * row that matches and a row whose parameters fail is a 404, so the fixed second segments
 * (search, product-search, projects, nonclient) come before /company/:id/:contentType. Rows of
 * other files that share a segment count with /{contentType}/{contentId}/viewer|variations
 * (resources, weblet, catalog-viewer, products/{ids}) only clash if their last segment is
 * literally "viewer" or "variations".
 */
export const COMPANY_ROUTES: readonly RouteDef[] = [
  route({
    path: '/company/:id',
    cache: 'public',
    page: CompanyPage,
    load: loadCompany,
    params: companyParams,
    sitemap: (db) => companyPaths(db, 'all', ''),
  }),

  // Search within one manufacturer; /search/{terms} alone redirects to /search/{terms}/all.
  route({ path: '/company/:id/search', cache: 'public', page: CompanySearchPage, load: loadCompanySearch, params: companySearchParams, sitemap: false }),
  route({ path: '/company/:id/search/:terms', cache: 'free-text', query: COMPANY_SEARCH_QUERY, page: CompanySearchPage, load: loadCompanySearch, params: companySearchParams, sitemap: false }),
  route({
    path: '/company/:id/search/:terms/:contentType',
    cache: 'free-text',
    query: COMPANY_SEARCH_QUERY,
    page: CompanySearchPage,
    load: loadCompanySearch,
    params: companySearchParams,
    sitemap: false,
  }),

  route({
    path: '/company/:id/product-search',
    cache: 'public',
    page: ProductSearchPage,
    load: loadProductSearch,
    params: companyOnlyParams,
    sitemap: (db) => companyPaths(db, 'with-online-products', '/product-search'),
  }),

  route({
    path: '/company/:id/projects',
    cache: 'public',
    query: LISTING_QUERY,
    page: CompanyProjectsPage,
    load: loadCompanyProjects,
    params: companyProjectParams,
    sitemap: (db) => companyPaths(db, 'with-projects', '/projects'),
  }),
  route({
    path: '/company/:id/projects/:projectId',
    cache: 'public',
    page: CompanyProjectPage,
    load: loadCompanyProject,
    params: companyProjectParams,
    sitemap: async (db) => (await sitemapClientProjects(db)).map((p) => `${companyPath(p.name, p.coid)}/projects/${p.seq}`),
  }),

  // A failed post of its form re-renders this page with what the visitor typed: never cached.
  route({
    path: '/company/:id/nonclient',
    page: NonClientPage,
    load: loadNonClient,
    params: companyOnlyParams,
    actions: [nonClientAction],
    cache: 'never',
    sitemap: (db) => companyPaths(db, 'non-client', '/nonclient'),
  }),

  // The request-for-information form: posts to itself (its action), so never cached.
  route({
    path: '/company/:id/request-information',
    page: RequestInformationPage,
    load: loadRequestInformation,
    params: companyOnlyParams,
    actions: [requestInformationAction],
    cache: 'never',
    sitemap: false,
  }),

  // Catalog viewer, comparison, weblet (rows in viewer-routes.ts): after the search rows (whose terms may be
  // "products"), before /:contentType takes their fixed segments.
  ...VIEWER_ROUTES,

  // An item's sub-pages (one segment longer than the item, so they never meet /:contentType/:contentId).
  route({ path: '/company/:id/:contentType/:contentId/variations', cache: 'public', page: VariationsPage, load: loadVariations, params: contentExtrasParams, sitemap: false }),
  route({ path: '/company/:id/:contentType/:contentId/viewer', cache: 'public', page: ViewerPage, load: loadViewer, params: contentExtrasParams, sitemap: false }),

  route({ path: '/company/:id/:contentType', cache: 'public', query: PAGE_QUERY, page: CompanyContentPage, load: loadCompanyContent, params: companyContentParams, sitemap: false }),
  route({
    path: '/company/:id/:contentType/:contentId',
    cache: 'public',
    page: CompanyContentPage,
    load: loadCompanyContent,
    params: companyContentParams,
    sitemap: false,
  }),
];
