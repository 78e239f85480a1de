import { assertDefinition } from '../../services/resources/check-definition';
import { RESOURCE_FAMILIES } from '../../services/resources/families';
import { sqlStore } from '../../services/resources/sql-store';
import { staticStore } from '../../services/resources/static-store';
import type { ApiDeps } from '../deps';
import type { AreaRows } from '../table/row';
import { familyRows } from './family-routes';

/**
 * The generic resource families (definitions in src/services/resources/families).
 * They come after the specific rows (/products/featured, /homepage-promo/active, ...) and before
 * the content-type catch-all (/:type/es/:id).
 */
export function resourcesRows({ db }: ApiDeps): AreaRows {
  return RESOURCE_FAMILIES.map(assertDefinition).flatMap((def) => familyRows(db, def, def.rows ? staticStore(def) : sqlStore(def)));
}
