import type { SqlQuery } from '../db/sql';
import { sql } from '../db/sql';

/**
 * The current declarations (expiring after `today`) that speak for the item `ci`: its own, and those of
 * its product's online items (a product's door and its data sheet share the product's EPD). A subquery of
 * declarations rows (kind, declared_unit, gwp_kg_co2e); an item may see one declaration twice. Only EPD and HPD items carry
 * declarations, so other items and siblings are not looked up (the partial index of migration 022).
 */
export function currentDeclarations(today: string): SqlQuery {
  return sql`(SELECT d.kind, d.declared_unit, d.gwp_kg_co2e FROM declarations d
    WHERE ci.content_type IN ('epd', 'hpd') AND d.content_id = ci.id AND d.expires_on > ${today}::date
    UNION ALL
    SELECT d.kind, d.declared_unit, d.gwp_kg_co2e FROM content_items di JOIN declarations d ON d.content_id = di.id
    WHERE ci.product_seq IS NOT NULL AND di.product_seq = ci.product_seq AND di.content_type IN ('epd', 'hpd') AND di.online
      AND d.expires_on > ${today}::date)`;
}
