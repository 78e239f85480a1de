import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { MAX_COMPARABLES } from '../domain/spec-output';

export interface ComparableProduct {
  seq: number;
  name: string;
  coid: number;
  companyName: string;
}

/**
 * For every section, one product from each manufacturer a generated specification would list as "or approved
 * equal" (comparableManufacturers' order: most products in the section first, then name), one more than a page
 * shows so that leaving out the page's own manufacturer still leaves enough. Each manufacturer's first product in
 * the section in its tree's order. Read for the whole catalog in one statement, once per data version
 * (catalogFacts): built section by section, a crawl's first visits to a hundred sections queued a hundred of these
 * reads on the embedded database's one thread (docs/performance.md).
 */
export async function catalogComparables(db: Queryable): Promise<Map<string, ComparableProduct[]>> {
  const rows = await db.many<ComparableProduct & { section: string }>(sql`
    WITH per AS (
      SELECT p.section, p.coid, count(*)::int AS products, (array_agg(p.seq ORDER BY p.tree_order, p.seq))[1] AS seq
      FROM products p
      WHERE p.online AND NOT p.heading AND p.section IS NOT NULL
      GROUP BY p.section, p.coid
    ), ranked AS (
      SELECT per.section, per.coid, per.seq, c.name AS "companyName",
             row_number() OVER (PARTITION BY per.section ORDER BY per.products DESC, c.name, c.coid) AS rank
      FROM per JOIN companies c ON c.coid = per.coid
      WHERE EXISTS (SELECT 1 FROM company_sections cs WHERE cs.mf = '04' AND cs.coid = per.coid AND cs.section = per.section)
    )
    SELECT r.section, r.seq, p.name, r.coid, r."companyName"
    FROM ranked r JOIN products p ON p.seq = r.seq
    WHERE r.rank <= ${MAX_COMPARABLES + 1}
    ORDER BY r.section, r.rank`);
  const bySection = new Map<string, ComparableProduct[]>();
  for (const { section, ...product } of rows) {
    const listed = bySection.get(section);
    if (listed) listed.push(product);
    else bySection.set(section, [product]);
  }
  return bySection;
}

/** Products that could stand in for one of `coid`'s: the section's comparables from other manufacturers. */
export function comparableTo(candidates: readonly ComparableProduct[], coid: number): ComparableProduct[] {
  return candidates.filter((p) => p.coid !== coid).slice(0, MAX_COMPARABLES);
}
