import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { comparableManufacturers } from './specs/comparable-manufacturers';

export interface ComparableProduct {
  seq: number;
  name: string;
  coid: number;
  companyName: string;
}

/**
 * Products that could stand in for this one: one product in the same CSI section from each of
 * the manufacturers a generated specification lists as "or approved equal" (same order, at most five).
 */
export async function comparableProducts(db: Queryable, product: { section: string | null; coid: number }): Promise<ComparableProduct[]> {
  if (!product.section) return [];
  const makers = await comparableManufacturers(db, product.section, product.coid);
  if (makers.length === 0) return [];
  const firsts = await db.many<ComparableProduct>(sql`
    SELECT DISTINCT ON (p.coid) p.seq, p.name, p.coid, c.name AS "companyName"
    FROM products p JOIN companies c ON c.coid = p.coid
    WHERE p.coid = ANY(${makers.map((m) => m.coid)}::int[]) AND p.section = ${product.section} AND p.online AND NOT p.heading
    ORDER BY p.coid, p.tree_order, p.seq`);
  const byCoid = new Map(firsts.map((p) => [p.coid, p]));
  return makers.flatMap((m) => byCoid.get(m.coid) ?? []);
}
