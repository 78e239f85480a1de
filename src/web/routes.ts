import { CONTENT_TYPES } from '../domain/content-types';
import { ContentTypePage } from '../pages/browse/content-type-page';
import { ManufacturersPage } from '../pages/browse/manufacturers-page';
import { ProductsListPage } from '../pages/browse/products-list-page';
import { HomePage } from '../pages/home/home-page';
import { ProductPage } from '../pages/product/product-page';
import { SearchPage } from '../pages/search/search-page';
import { ContentTypeUtilPage } from '../pages/browse/content-type-util-page';
import { categorySlug } from '../services/manufacturer-categories';
import { featuredProductDivisions, masterFormatDivisions, onlineProductSeqs, productSections } from '../services/sitemap-keys';
import { contentTypeUtilParams, loadContentTypeUtil } from './loaders/browse/content-type-util';
import { contentTypeParams, loadContentType } from './loaders/content-type';
import { featuredParams, loadFeaturedProducts } from './loaders/featured';
import { loadHome } from './loaders/home';
import { loadManufacturers, manufacturersParams } from './loaders/manufacturers';
import { loadManufacturerDirectory } from './loaders/manufacturer-directory';
import { ManufacturerDirectoryPage } from '../pages/browse/manufacturer-directory-page';
import { loadProductsByCsi, loadProductsByType, productsByCsiParams, productsByTypeParams } from './loaders/products-lists';
import { loadProduct, productParams } from './loaders/product';
import { loadSearch, searchParams } from './loaders/search';
import type { RouteDef } from './page-types';
import { route } from './page-types';
import { ACCOUNT_ROUTES } from './routes/account-routes';
import { AMP_ROUTES } from './routes/amp-routes';
import { BRAND_ROUTES } from './routes/brand-routes';
import { BROWSE_ROUTES } from './routes/browse-routes';
import { COMPANY_ROUTES } from './routes/company-routes';
import { EDITORIAL_ROUTES } from './routes/editorial-routes';
import { INTERNAL_ROUTES } from './routes/internal-routes';
import { LEARNING_ROUTES } from './routes/learning-routes';
import { MANAGE_DATA_ROUTES } from './routes/manage-data-routes';
import { MANAGE_ROUTES } from './routes/manage-routes';
import { PAYMENT_ROUTES } from './routes/payment-routes';
import { PERSONAL_ROUTES } from './routes/personal-routes';
import { REPORT_ROUTES } from './routes/report-routes';
import { SITE_ROUTES } from './routes/site-routes';
import { SPEC_ROUTES } from './routes/spec-routes';
import { SPECWIZARD_ROUTES } from './routes/specwizard-routes';
import { LISTING_QUERY, PAGE_QUERY } from '../http/query-schemas';

/**
 * THE route table. The Express router, the sitemap and the route tests are generated
 * from it. Paths use Express 5 syntax. Within an area, fixed segments come before
 * parameters that would also match them.
 */
export const ROUTES: readonly RouteDef[] = [
  // ## Home
  route({ path: '/', cache: 'public', page: HomePage, load: loadHome, searchIsland: true, examples: ['/'] }),

  // ## AMP versions of the home and content-type pages (rows in routes/amp-routes.ts)
  ...AMP_ROUTES,

  // ## Search
  route({
    path: '/search',
    page: SearchPage,
    load: loadSearch,
    params: searchParams,
    searchIsland: true,
    cache: 'never',
    examples: ['/search/'],
  }),
  route({
    path: '/search/:terms',
    cache: 'free-text',
    query: LISTING_QUERY,
    page: SearchPage,
    load: loadSearch,
    params: searchParams,
    searchIsland: true,
    sitemap: false,
    examples: ['/search/door'],
  }),
  route({
    path: '/search/:terms/:contentType',
    cache: 'free-text',
    query: LISTING_QUERY,
    page: SearchPage,
    load: loadSearch,
    params: searchParams,
    searchIsland: true,
    sitemap: false,
    examples: ['/search/door/cad'],
  }),

  // ## Company area, canonical path /company/{slug}-{coid} (rows and their order in routes/company-routes.ts)
  ...COMPANY_ROUTES,

  // ## Products
  route({
    path: '/product/:id',
    cache: 'public',
    page: ProductPage,
    load: loadProduct,
    params: productParams,
    sitemap: async (db) => (await onlineProductSeqs(db)).map((seq) => `/product/${seq}`),
  }),
  route({ path: '/product/:id/:contentType', cache: 'public', page: ProductPage, load: loadProduct, params: productParams, sitemap: false }),
  // "by-csi" must come before /products/:type would see it as a type (it is not one, so it 404s there).
  route({
    path: '/products/by-csi/:csi',
    cache: 'public',
    query: PAGE_QUERY,
    page: ProductsListPage,
    load: loadProductsByCsi,
    params: productsByCsiParams,
    sitemap: async (db) => (await productSections(db)).map((section) => `/products/by-csi/${section.replace(/ /g, '')}`),
  }),
  route({
    path: '/products/:type',
    cache: 'public',
    query: PAGE_QUERY,
    page: ProductsListPage,
    load: loadProductsByType,
    params: productsByTypeParams,
    sitemap: async () => CONTENT_TYPES.map((t) => `/products/${t}`),
    examples: ['/products/cad'],
  }),

  route({
    path: '/featured/products',
    cache: 'public',
    query: PAGE_QUERY,
    page: ProductsListPage,
    load: loadFeaturedProducts,
    params: featuredParams,
    examples: ['/featured/products'],
  }),
  route({
    path: '/featured/products/:division',
    cache: 'public',
    query: PAGE_QUERY,
    page: ProductsListPage,
    load: loadFeaturedProducts,
    params: featuredParams,
    sitemap: async (db) => (await featuredProductDivisions(db)).map((division) => `/featured/products/${division}`),
  }),

  // ## Browsing and discovery: /featured/:id (after /featured/products), projects, what's new, press releases
  ...BROWSE_ROUTES,

  // ## Browsing by content type and MasterFormat
  route({
    path: '/content-type/:contentType',
    cache: 'public',
    query: PAGE_QUERY,
    page: ContentTypePage,
    load: loadContentType,
    params: contentTypeParams,
    sitemap: async () => CONTENT_TYPES.map((t) => `/content-type/${t}`),
    examples: ['/content-type/cad'],
  }),
  // "util" must come before /:division, whose two-digit schema would turn it into a 404.
  route({
    path: '/content-type/:contentType/util',
    cache: 'public',
    page: ContentTypeUtilPage,
    load: loadContentTypeUtil,
    params: contentTypeUtilParams,
    sitemap: async () => CONTENT_TYPES.map((t) => `/content-type/${t}/util`),
    examples: ['/content-type/cad/util'],
  }),
  route({
    path: '/content-type/:contentType/:division',
    cache: 'public',
    query: PAGE_QUERY,
    page: ContentTypePage,
    load: loadContentType,
    params: contentTypeParams,
    sitemap: false,
    examples: ['/content-type/cad/08'],
  }),
  route({
    path: '/content-type/:contentType/:division/:section',
    cache: 'public',
    query: PAGE_QUERY,
    page: ContentTypePage,
    load: loadContentType,
    params: contentTypeParams,
    sitemap: false,
  }),

  // ## Manufacturers
  route({ path: '/manufacturers', cache: 'public', query: [...PAGE_QUERY, 'letter'], page: ManufacturerDirectoryPage, load: loadManufacturerDirectory }),
  route({
    path: '/manufacturers/:category',
    cache: 'public',
    page: ManufacturersPage,
    load: loadManufacturers,
    params: manufacturersParams,
    sitemap: async (db) => [
      '/manufacturers/all',
      ...(await masterFormatDivisions(db)).map((d) => `/manufacturers/${categorySlug(d)}`),
    ],
    examples: ['/manufacturers/all', '/manufacturers/openings'],
  }),

  // ## Accounts: sign-in, reset, profile (rows in routes/account-routes.ts)
  ...ACCOUNT_ROUTES,

  // ## Personal data: favorites, saved searches, projects (rows in routes/personal-routes.ts)
  ...PERSONAL_ROUTES,

  // ## Specifications: reading pages and the specification guide (rows in routes/spec-routes.ts)
  ...SPEC_ROUTES,

  // ## Spec wizards and saved wizard projects (rows in routes/specwizard-routes.ts)
  ...SPECWIZARD_ROUTES,

  // ## Manufacturer reports, by sign-in or report link (rows in routes/report-routes.ts)
  ...REPORT_ROUTES,

  // ## Manufacturers' workspace: products, profile, review queue, audit log (rows in routes/manage-routes.ts)
  ...MANAGE_ROUTES,

  // ## Manufacturers' workspace: spreadsheet import and insights (rows in routes/manage-data-routes.ts)
  ...MANAGE_DATA_ROUTES,

  // ## Site pages: about, policies, resources for architects, manufacturer pages (rows in routes/site-routes.ts)
  ...SITE_ROUTES,

  // ## Podcast and blog, with their guest request forms (rows in routes/editorial-routes.ts)
  ...EDITORIAL_ROUTES,

  // ## Continuing education: courses, quizzes, the credit tracker (rows in routes/learning-routes.ts)
  ...LEARNING_ROUTES,

  // ## Alerts and news under the brand prefix, continuing-education providers (rows in routes/brand-routes.ts)
  ...BRAND_ROUTES,

  // ## Ordering a package: /payment, /confirmation, /payment-status/{status} (rows in routes/payment-routes.ts)
  ...PAYMENT_ROUTES,

  // ## Internal test pages: administrators in production, debug mode or development elsewhere (routes/internal-routes.ts)
  ...INTERNAL_ROUTES,
];

