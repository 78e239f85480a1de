import { ImportPage } from '../../pages/manage/import-page';
import { InsightsPage } from '../../pages/manage/insights-page';
import { loadManageInsights } from '../loaders/manage/insights';
import { manageImportAction, manageImportParams } from '../actions/manage-import-action';
import { loadManageImport } from '../loaders/manage/import';
import type { RouteDef } from '../page-types';
import { route } from '../page-types';

/** The workspace's spreadsheet import and insights (a manufacturer's staff and administrators; the loaders check who). */
export const MANAGE_DATA_ROUTES: readonly RouteDef[] = [
  route({ path: '/manage/:coid/import', page: ImportPage, load: loadManageImport, params: manageImportParams, actions: [manageImportAction], guard: 'auth', cache: 'never', sitemap: false }),
  route({ path: '/manage/:coid/insights', page: InsightsPage, load: loadManageInsights, params: manageImportParams, guard: 'auth', cache: 'never', sitemap: false }),
];
