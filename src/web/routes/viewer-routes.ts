import { CatalogViewerPage } from '../../pages/viewer/catalog-viewer-page';
import { CompareChoicePage } from '../../pages/compare/compare-choice-page';
import { ComparePage } from '../../pages/compare/compare-page';
import { WebletPage } from '../../pages/weblet/weblet-page';
import { catalogViewerParams, loadCatalogViewer, loadCatalogViewerPick } from '../loaders/viewer/catalog-viewer';
import { compareParams, loadCompare, loadCompareSelection, loadProductsCompare, productsCompareParams } from '../loaders/viewer/compare';
import { ProductsComparePage } from '../../pages/compare/products-compare-page';
import { loadWeblet, webletParams } from '../loaders/layouts/weblet';
import type { RouteDef } from '../page-types';
import { route } from '../page-types';
import { PAGE_QUERY } from '../../http/query-schemas';

/**
 * Catalog viewer, product comparison and weblets. Spread into ROUTES before
 * /company/:id/:contentType[/:contentId]: their fixed segments (catalog-viewer, weblet,
 * products) would otherwise be read as a content type or an id.
 */
export const VIEWER_ROUTES: readonly RouteDef[] = [
  route({
    path: '/company/:id/catalog-viewer/:catalogId',
    cache: 'public',
    query: PAGE_QUERY,
    page: CatalogViewerPage,
    load: loadCatalogViewerPick,
    params: catalogViewerParams,
    sitemap: false,
  }),
  route({
    path: '/company/:id/catalog-viewer/:catalogId/:page',
    cache: 'public',
    page: CatalogViewerPage,
    load: loadCatalogViewer,
    params: catalogViewerParams,
    sitemap: false,
  }),
  route({
    path: '/company/:id/weblet/:contentType/:formatting',
    cache: 'public',
    query: PAGE_QUERY,
    page: WebletPage,
    load: loadWeblet,
    params: webletParams,
    layout: 'weblet',
    sitemap: false,
  }),
  route({ path: '/company/:id/:contentType/products/:ids', cache: 'public', page: ComparePage, load: loadCompare, params: compareParams, sitemap: false }),
  // The compare forms of product listings (GET, no script) land here and are redirected to the page above.
  route({ path: '/compare', page: CompareChoicePage, load: loadCompareSelection, cache: 'never', sitemap: false }),
  // 2 to 4 products of any manufacturers side by side.
  route({ path: '/compare/:ids', page: ProductsComparePage, load: loadProductsCompare, params: productsCompareParams, cache: 'never', sitemap: false }),
];
