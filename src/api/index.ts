import { Router } from 'express';
import { jsonBody } from '../request-input';
import { notFound } from '../errors';
import type { CatalogMemo } from '../db/catalog-memo';
import type { ApiDeps } from './deps';
import { createAccounts } from './accounts';
import { personalRows } from './personal';
import { activitiesApi } from './activities';
import { catalogsApi } from './catalogs';
import { alertsApi } from './alerts';
import { cesApi } from './ces';
import { clientProjectsApi } from './client-projects';
import { resourcesRows } from './resources';
import { contentTypeApi } from './content-types';
import { productTemplatesApi } from './product-templates';
import { compareApi } from './compare';
import { manageImportsApi } from './manage/imports';
import { manageInsightsApi } from './manage/insights';
import { manageSpecsApi } from './manage/specs';
import { declarationsApi } from './declarations';
import { companyLookupsApi } from './company-lookups';
import { csiLookupsApi } from './csi-lookups';
import { emailRequestApi } from './email-request';
import { editorialApi } from './editorial';
import { guestRequestsApi } from './guest-requests';
import { manageApi } from './manage';
import { companyChangesApi } from './manage/company-api';
import { manufacturersApi } from './manufacturers';
import { messagingApi } from './messaging';
import { nonClientFeedbackRows } from './non-client-feedback';
import { openApiEndpoint } from './openapi/endpoint';
import { productDocumentsApi } from './product-documents';
import { productRelationsApi } from './product-relations';
import { productSearchApi } from './product-search';
import { productsApi } from './products';
import { promotionsApi } from './promotions';
import { reportsApi } from './reports';
import { searchApi } from './search';
import { sitePagesApi } from './site-pages';
import { specsApi } from './specs';
import { specWizardsApi } from './specwizards';
import { redirectsAsJson } from './redirect-as-json';
import { specGeneratorApi } from './spec-generator';
import { uploadFilesApi, type UploadApiDeps } from './uploads/files-api';
import { versionReviewApi } from './uploads/version-review-api';
import { routerOf } from './table/mount';
import type { ApiRow } from './table/row';
import { mounted, row } from './table/row';

/**
 * The API table: every operation under /api and /auth (and the one documented form post at the
 * site root), in matching order. The router and the OpenAPI document are both generated from it.
 * The generic resources and the content-type catch-all come last: their /:res/... paths match widely.
 */
/** `memo`: facts built once per data version, shared with the pages (featured and random-sample candidates). */
export function createApiTable(deps: ApiDeps & { memo: CatalogMemo; uploads: Omit<UploadApiDeps, 'db'> }, accounts: ReturnType<typeof createAccounts>): ApiRow[] {
  const { db } = deps;
  const table: ApiRow[] = [];
  table.push(
    ...mounted('/api', [
      ...accounts.api,
      ...personalRows(deps),
      ...productSearchApi(db),
      ...searchApi(db),
      ...manufacturersApi(db),
      ...emailRequestApi(deps),
      ...editorialApi(db),
      ...guestRequestsApi(deps),
      ...messagingApi(deps),
      ...alertsApi(deps),
      ...cesApi(db),
      ...companyLookupsApi(db),
      ...csiLookupsApi(db),
      ...productRelationsApi(db),
      ...productDocumentsApi(db),
      ...catalogsApi(db),
      ...sitePagesApi(db),
      ...productsApi(db, deps.memo),
      ...clientProjectsApi(db),
      ...promotionsApi(db),
      ...specsApi(db, deps.config),
      ...specWizardsApi(db),
      ...specGeneratorApi(deps),
      ...activitiesApi(db),
      ...reportsApi(db),
      ...declarationsApi(db),
      ...productTemplatesApi(db),
      ...compareApi(db),
      ...manageImportsApi(db, deps.config.DATA_DIR),
      ...manageInsightsApi(db),
      ...versionReviewApi(db),
      ...companyChangesApi({ db, ...deps.uploads }),
      ...manageSpecsApi(db),
      ...manageApi(db),
      ...uploadFilesApi({ db, ...deps.uploads }),
      row('get', '/openapi.json', openApiEndpoint(db, () => table)),
      ...resourcesRows(deps),
      ...contentTypeApi(db, deps.memo),
    ]),
    ...mounted('/auth', accounts.auth),
    ...mounted('/', nonClientFeedbackRows(deps)),
  );
  return table;
}

/** Everything under /api: the table's /api rows, then a 404 for any other path. */
export function createApi(table: readonly ApiRow[], checkOutputs: boolean): Router {
  const api = Router();
  api.use(jsonBody('100kb'));
  api.use(redirectsAsJson);
  api.use(routerOf(table, '/api', { checkOutputs }));
  api.use((req) => {
    throw notFound(`Unknown API call: ${req.method} ${req.path}`);
  });
  return api;
}

export { createAccounts, routerOf };
