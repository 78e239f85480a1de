import { AlertsPage } from '../../pages/alerts/alerts-page';
import { ArchitectsPage } from '../../pages/alerts/architects-page';
import { brandPaths } from '../../pages/alerts/brand-paths';
import { CesPage } from '../../pages/ces/ces-page';
import { alertsLoader, brandParams, loadArchitects } from '../loaders/alerts/alerts';
import { loadCes } from '../loaders/ces';
import type { RouteDef } from '../page-types';
import { route } from '../page-types';
import { PAGE_QUERY } from '../../http/query-schemas';

/**
 * The brand pages {brand}-alert, {brand}-tect and {brand}-tect-news (`{brand}` is the BRAND
 * setting; the loaders answer 404 for any other prefix) and the continuing-education providers. `/:brand-tect-news` and `/:brand-tect` cannot
 * match each other's paths (a parameter ends at the fixed text after it).
 */
export const BRAND_ROUTES: readonly RouteDef[] = [
  route({
    path: '/:brand-alert',
    cache: 'public',
    query: PAGE_QUERY,
    page: AlertsPage,
    load: alertsLoader('alert'),
    params: brandParams,
    sitemap: async (_db, site) => [brandPaths(site.brand).alerts],
    examples: ['/specfind-alert'],
  }),
  route({
    path: '/:brand-tect',
    cache: 'public',
    page: ArchitectsPage,
    load: loadArchitects,
    params: brandParams,
    sitemap: async (_db, site) => [brandPaths(site.brand).architects],
    examples: ['/specfind-tect'],
  }),
  route({
    path: '/:brand-tect-news',
    cache: 'public',
    query: PAGE_QUERY,
    page: AlertsPage,
    load: alertsLoader('news'),
    params: brandParams,
    sitemap: async (_db, site) => [brandPaths(site.brand).news],
    examples: ['/specfind-tect-news'],
  }),
  route({ path: '/ces', cache: 'public', page: CesPage, load: loadCes, examples: ['/ces'] }),
];
