import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { Queryable } from '../../src/db/types';
import { MAX_COMPARABLES } from '../../src/domain/spec-output';
import type { ComparableProduct } from '../../src/services/comparable-products';
import { catalogComparables } from '../../src/services/comparable-products';
import { comparableManufacturers } from '../../src/services/specs/comparable-manufacturers';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

/** The reference: a section's comparables read the way a specification lists its manufacturers, then each one's first product. */
async function oneSection(db: Queryable, section: string): Promise<ComparableProduct[]> {
  const makers = await comparableManufacturers(db, section, 0, MAX_COMPARABLES + 1);
  const firsts = await db.many<ComparableProduct>(sql`
    SELECT DISTINCT ON (p.coid) p.seq, p.name, p.coid, c.name AS "companyName"
    FROM products p JOIN companies c ON c.coid = p.coid
    WHERE p.coid = ANY(${makers.map((m) => m.coid)}::int[]) AND p.section = ${section} AND p.online AND NOT p.heading
    ORDER BY p.coid, p.tree_order, p.seq`);
  const byCoid = new Map(firsts.map((p) => [p.coid, p]));
  return makers.flatMap((m) => byCoid.get(m.coid) ?? []);
}

describe("the catalog's comparable products, read for every section at once", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('lists, for each section, what the section read alone lists', async () => {
    // Three more makers in one section, two of them with as many products (the name decides) and one with fewer.
    const section = '08 71 00';
    const makers = await t.db.many<{ coid: number }>(sql`
      SELECT coid FROM products WHERE online AND NOT heading AND section IS DISTINCT FROM ${section}
      GROUP BY coid HAVING count(*) >= 3 ORDER BY coid LIMIT 3`);
    expect(makers).toHaveLength(3);
    for (const [i, { coid }] of makers.entries()) {
      await t.db.query(sql`
        UPDATE products SET section = ${section} WHERE seq IN (
          SELECT seq FROM products WHERE coid = ${coid} AND online AND NOT heading ORDER BY seq LIMIT ${i === 2 ? 1 : 3})`);
      await t.db.query(sql`INSERT INTO company_sections (coid, mf, section) VALUES (${coid}, '04', ${section}) ON CONFLICT DO NOTHING`);
    }
    const all = await catalogComparables(t.db);
    expect(all.get(section)?.length).toBeGreaterThanOrEqual(4);
    const sections = await t.db.many<{ section: string }>(sql`
      SELECT DISTINCT section FROM company_sections WHERE mf = '04' ORDER BY section`);
    for (const { section: each } of sections) expect(all.get(each) ?? [], each).toEqual(await oneSection(t.db, each));
  });

  it('never lists a family heading, and leaves out a maker whose products in the section went offline', async () => {
    const all = await catalogComparables(t.db);
    const [section, listed] = [...all].find(([, products]) => products.length > 1)!;
    const [gone, headed] = listed;
    await t.db.query(sql`UPDATE products SET online = false WHERE coid = ${gone.coid} AND section = ${section}`);
    await t.db.query(sql`UPDATE products SET heading = true WHERE seq = ${headed.seq}`);
    const after = (await catalogComparables(t.db)).get(section) ?? [];
    expect(after.map((p) => p.coid)).not.toContain(gone.coid);
    expect(after.map((p) => p.seq)).not.toContain(headed.seq);
    expect(after).toEqual(await oneSection(t.db, section));
  });
});
