import { AmpContentTypePage } from '../../pages/amp/amp-content-type-page';
import { AmpHomePage } from '../../pages/amp/amp-home-page';
import { ampContentTypeParams, loadAmpContentType, loadAmpHome } from '../loaders/layouts/amp';
import type { RouteDef } from '../page-types';
import { route } from '../page-types';
import { PAGE_QUERY } from '../../http/query-schemas';

/** AMP versions of the home page and the content-type pages (amp layout); their canonical pages link to them. Not in the sitemap: the canonical pages are. */
export const AMP_ROUTES: readonly RouteDef[] = [
  route({ path: '/amp', cache: 'public', page: AmpHomePage, load: loadAmpHome, layout: 'amp', sitemap: false, examples: ['/amp'] }),
  route({
    path: '/amp/content-type/:contentType',
    cache: 'public',
    query: PAGE_QUERY,
    page: AmpContentTypePage,
    load: loadAmpContentType,
    params: ampContentTypeParams,
    layout: 'amp',
    sitemap: false,
    examples: ['/amp/content-type/cad'],
  }),
];
