import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { MAX_COMPARABLES } from '../domain/spec-output';
import { comparableManufacturers } from './specs/comparable-manufacturers';

export interface ComparableProduct {
  seq: number;
  name: string;
  coid: number;
  companyName: string;
}

/**
 * One product in the section from each manufacturer a generated specification would list as "or approved equal"
 * (same order), one more than a page shows so that leaving out the page's own manufacturer still leaves enough.
 * A fact of the catalog: built once per data version (catalogFacts).
 */
export async function sectionComparables(db: Queryable, section: string): Promise<ComparableProduct[]> {
  const makers = await comparableManufacturers(db, section, 0, MAX_COMPARABLES + 1);
  if (makers.length === 0) return [];
  const firsts = await db.many<ComparableProduct>(sql`
    SELECT DISTINCT ON (p.coid) p.seq, p.name, p.coid, c.name AS "companyName"
    FROM products p JOIN companies c ON c.coid = p.coid
    WHERE p.coid = ANY(${makers.map((m) => m.coid)}::int[]) AND p.section = ${section} AND p.online AND NOT p.heading
    ORDER BY p.coid, p.tree_order, p.seq`);
  const byCoid = new Map(firsts.map((p) => [p.coid, p]));
  return makers.flatMap((m) => byCoid.get(m.coid) ?? []);
}

/** Products that could stand in for one of `coid`'s: the section's comparables from other manufacturers. */
export function comparableTo(candidates: readonly ComparableProduct[], coid: number): ComparableProduct[] {
  return candidates.filter((p) => p.coid !== coid).slice(0, MAX_COMPARABLES);
}
