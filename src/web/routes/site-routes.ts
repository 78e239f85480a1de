import { GET_SPECIFIED_VARIANTS, getSpecifiedPath } from '../../pages/site/content/get-specified';
import { GetSpecifiedPage } from '../../pages/site/get-specified-page';
import { SitePage } from '../../pages/site/site-article';
import { SITE_PAGES } from '../../pages/site/site-pages';
import { getSpecifiedLoader, sitePageLoader } from '../loaders/site/site-page';
import type { RouteDef } from '../page-types';
import { route } from '../page-types';

/** The site's text pages (about, policies, resources for architects) and the manufacturer marketing pages. */
export const SITE_ROUTES: readonly RouteDef[] = [
  ...SITE_PAGES.map((content) => route({ path: content.path, cache: 'public', page: SitePage, load: sitePageLoader(content), examples: [content.path] })),
  ...GET_SPECIFIED_VARIANTS.map((variant) =>
    route({
      path: getSpecifiedPath(variant),
      cache: 'public',
      page: GetSpecifiedPage,
      load: getSpecifiedLoader(variant),
      examples: [getSpecifiedPath(variant)],
      // The red variant's canonical page is the standard one, so only that one is listed.
      ...(variant === 'red' ? { sitemap: false as const } : {}),
    }),
  ),
];
