import { RfiPage } from '../../pages/internal/rfi-page';
import { BlankTestPage } from '../../pages/internal/test-page';
import { XdverPage } from '../../pages/internal/xdver-page';
import { XtPage } from '../../pages/internal/xt-page';
import { XtestPage } from '../../pages/internal/xtest-page';
import { loadBlankTest, loadRfi, loadXdver, loadXt, loadXtest } from '../loaders/internal/internal';
import type { RouteDef } from '../page-types';
import { route } from '../page-types';

/**
 * Internal test pages (/xt, /test, /xtest, /xdver, /rfi): in production for administrators only;
 * elsewhere 404 unless debug mode is on or NODE_ENV is development (the loaders check). Never cached, never in the sitemap, noindex.
 */
export const INTERNAL_ROUTES: readonly RouteDef[] = [
  route({ path: '/xt', page: XtPage, load: loadXt, cache: 'never', sitemap: false }),
  route({ path: '/test', page: BlankTestPage, load: loadBlankTest, layout: 'blank', cache: 'never', sitemap: false }),
  route({ path: '/xtest', page: XtestPage, load: loadXtest, cache: 'never', sitemap: false }),
  route({ path: '/xdver', page: XdverPage, load: loadXdver, cache: 'never', sitemap: false }),
  route({ path: '/rfi', page: RfiPage, load: loadRfi, cache: 'never', sitemap: false }),
];
