import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import type { ComparableManufacturer } from '../../domain/spec-output';
import { MAX_COMPARABLES } from '../../domain/spec-output';

interface ComparableRow extends ComparableManufacturer {
  coid: number;
  /** Online products (not tree headings) of the manufacturer in the section. */
  products: number;
}

/**
 * The "or approved equal" alternatives to a manufacturer in a MasterFormat 2004 section:
 * other manufacturers listed under the section (company_sections, mf '04') that have
 * something online there (a content item or a product), most online products first, then
 * by name; at most five.
 */
export function comparableManufacturers(db: Queryable, section: string, excludeCoid: number, limit = MAX_COMPARABLES): Promise<ComparableRow[]> {
  return db.many<ComparableRow>(sql`
    SELECT c.coid, c.name, c.city, c.state, counted.products
    FROM company_sections cs
    JOIN companies c ON c.coid = cs.coid
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS products FROM products p
      WHERE p.coid = cs.coid AND p.section = ${section} AND p.online AND NOT p.heading
    ) counted
    WHERE cs.mf = '04' AND cs.section = ${section} AND cs.coid <> ${excludeCoid}
      AND (counted.products > 0
        OR EXISTS (SELECT 1 FROM content_items ci WHERE ci.coid = cs.coid AND ci.section = ${section} AND ci.online))
    ORDER BY counted.products DESC, c.name, c.coid
    LIMIT ${limit}`);
}
