import { ImportPage } from '../../pages/manage/import-page';
import { manageImportAction, manageImportParams } from '../actions/manage-import-action';
import { loadManageImport } from '../loaders/manage/import';
import type { RouteDef } from '../page-types';
import { route } from '../page-types';

/** The workspace's spreadsheet import (a manufacturer's staff and administrators; the loader checks who). */
export const MANAGE_IMPORT_ROUTES: readonly RouteDef[] = [
  route({ path: '/manage/:coid/import', page: ImportPage, load: loadManageImport, params: manageImportParams, actions: [manageImportAction], guard: 'auth', cache: 'never', sitemap: false }),
];
