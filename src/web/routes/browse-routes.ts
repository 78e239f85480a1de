import { clientProjectDivisions, featuredProductSeqs, pressReleaseDivisions } from '../../services/sitemap-keys';
import { FeaturedProductPage } from '../../pages/browse/featured-product-page';
import { PressReleasesPage } from '../../pages/browse/press-releases-page';
import { ProjectsPage } from '../../pages/browse/projects-page';
import { WhatsNewPage } from '../../pages/browse/whats-new-page';
import { publishedMonths } from '../../services/whats-new';
import { loadFeaturedProduct } from '../loaders/browse/featured-product';
import { loadPressReleases, pressReleasesParams } from '../loaders/browse/press-releases';
import { loadProjects, projectsParams } from '../loaders/browse/projects';
import { loadCurrentWhatsNew, loadWhatsNew, whatsNewParams } from '../loaders/browse/whats-new';
import type { RouteDef } from '../page-types';
import { route } from '../page-types';
import { LISTING_QUERY, plainIdParams } from '../../http/query-schemas';

/**
 * Browsing and discovery: one featured product, project galleries, what's new, press releases.
 * Spread into ROUTES after /featured/products..., which must stay before /featured/:id.
 */
export const BROWSE_ROUTES: readonly RouteDef[] = [
  route({
    path: '/featured/:id',
    cache: 'public',
    page: FeaturedProductPage,
    load: loadFeaturedProduct,
    params: plainIdParams,
    sitemap: async (db) => (await featuredProductSeqs(db)).map((seq) => `/featured/${seq}`),
  }),

  route({ path: '/projects', cache: 'public', query: LISTING_QUERY, page: ProjectsPage, load: loadProjects, params: projectsParams, examples: ['/projects'] }),
  route({
    path: '/projects/:division',
    cache: 'public',
    query: LISTING_QUERY,
    page: ProjectsPage,
    load: loadProjects,
    params: projectsParams,
    sitemap: async (db) => (await clientProjectDivisions(db)).map((division) => `/projects/${division}`),
  }),

  // The bare address redirects to this week's dated page, so it is not in the sitemap.
  route({ path: '/whats-new', cache: 'public', query: LISTING_QUERY, page: WhatsNewPage, load: loadCurrentWhatsNew, sitemap: false }),
  route({
    path: '/whats-new/:contentType/:periodType/:startDate',
    cache: 'public',
    query: LISTING_QUERY,
    page: WhatsNewPage,
    load: loadWhatsNew,
    params: whatsNewParams,
    sitemap: async (db) => (await publishedMonths(db)).map((month) => `/whats-new/all/month/${month}`),
  }),

  route({ path: '/press-releases', cache: 'public', query: LISTING_QUERY, page: PressReleasesPage, load: loadPressReleases, params: pressReleasesParams, examples: ['/press-releases'] }),
  // Express 5 splat: /press-releases/08/09 gives divisions = ['08', '09'].
  route({
    path: '/press-releases/*divisions',
    cache: 'public',
    query: LISTING_QUERY,
    page: PressReleasesPage,
    load: loadPressReleases,
    params: pressReleasesParams,
    sitemap: async (db) => (await pressReleaseDivisions(db)).map((division) => `/press-releases/${division}`),
  }),
];
