import { Router } from 'express';
import { assertDefinition } from '../../services/resources/check-definition';
import { RESOURCE_FAMILIES } from '../../services/resources/families';
import { sqlStore } from '../../services/resources/sql-store';
import { staticStore } from '../../services/resources/static-store';
import type { ApiDeps } from '../deps';
import { openApiEndpoint } from '../openapi/endpoint';
import { addFamilyRoutes } from './family-routes';

/**
 * The generic resource families of SPEC §7 (one table-driven router; definitions in
 * src/services/resources/families) and GET /api/openapi.json. Mounted at /api after the
 * specific routers (/products/featured, /homepage-promo/active, ...) and before the
 * content-type catch-all (/:type/es/:id).
 */
export function createResourcesApi({ db }: ApiDeps): Router {
  const router = Router();
  router.get('/openapi.json', openApiEndpoint(db));
  for (const def of RESOURCE_FAMILIES.map(assertDefinition)) {
    addFamilyRoutes(router, db, def, def.rows ? staticStore(def) : sqlStore(def));
  }
  return router;
}
