import { Router } from 'express';
import { jsonBody } from '../request-input';
import { notFound } from '../errors';
import type { CatalogMemo } from '../db/catalog-memo';
import type { ApiDeps } from './deps';
import { createAccountsRouters } from './accounts';
import { createPersonalApi } from './personal';
import { activitiesApi } from './activities';
import { catalogsApi } from './catalogs';
import { alertsApi } from './alerts';
import { cesApi } from './ces';
import { clientProjectsApi } from './client-projects';
import { createResourcesApi } from './resources';
import { contentTypeApi } from './content-types';
import { declarationsApi } from './declarations';
import { companyLookupsApi } from './company-lookups';
import { csiLookupsApi } from './csi-lookups';
import { emailRequestApi } from './email-request';
import { editorialApi } from './editorial';
import { guestRequestsApi } from './guest-requests';
import { manufacturersApi } from './manufacturers';
import { messagingApi } from './messaging';
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

/**
 * Everything under /api. The generic resources and the catch-all content-type router go
 * last: their /:res/... paths match widely.
 */
/** `memo`: facts built once per data version, shared with the pages (featured and random-sample candidates). */
export function createApi(deps: ApiDeps & { memo: CatalogMemo }, accountsApi: Router): Router {
  const { db } = deps;
  const api = Router();
  api.use(jsonBody('100kb'));
  api.use(redirectsAsJson);
  api.use(accountsApi);
  api.use(createPersonalApi(deps));
  api.use(productSearchApi(db));
  api.use(searchApi(db));
  api.use(manufacturersApi(db));
  api.use(emailRequestApi(deps));
  api.use(editorialApi(db), guestRequestsApi(deps));
  api.use(messagingApi(deps));
  api.use(alertsApi(deps));
  api.use(cesApi(db));
  api.use(companyLookupsApi(db));
  api.use(csiLookupsApi(db));
  api.use(productRelationsApi(db));
  api.use(productDocumentsApi(db));
  api.use(catalogsApi(db));
  api.use(sitePagesApi(db));
  api.use(productsApi(db, deps.memo));
  api.use(clientProjectsApi(db));
  api.use(promotionsApi(db));
  api.use(specsApi(db, deps.config));
  api.use(specWizardsApi(db));
  api.use(specGeneratorApi(deps));
  api.use(activitiesApi(db));
  api.use(reportsApi(db));
  api.use(declarationsApi(db));
  api.use(createResourcesApi(deps));
  api.use(contentTypeApi(db, deps.memo));
  api.use((req) => {
    throw notFound(`Unknown API call: ${req.method} ${req.path}`);
  });
  return api;
}

export { createAccountsRouters };
