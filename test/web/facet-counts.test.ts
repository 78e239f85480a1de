import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { Db } from '../../src/db/types';
import { FACET_NAMES, facetQuery } from '../../src/domain/facets';
import { countFacets } from '../../src/services/facet-counts';
import { createTestDb } from '../helpers/test-db';

// The count building block on its own, as a listing uses it: any SELECT of item ids.
let db: Db;
const today = '2026-11-24';
const cadIn08 = sql`SELECT id FROM content_items WHERE content_type = 'cad' AND division = '08' AND online`;

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

describe('countFacets', () => {
  it('counts each value over the items the SELECT names, as grouping them in SQL does', async () => {
    const counts = await countFacets(db, cadIn08, facetQuery.parse({}), { today, facets: FACET_NAMES });
    const sections = await db.many<{ section: string; n: number }>(sql`
      SELECT section, count(*)::int AS n FROM content_items WHERE content_type = 'cad' AND division = '08' AND online GROUP BY section`);
    const all = Object.fromEntries(sections.map((row) => [row.section, row.n]));
    // A long facet shows its 12 most frequent values.
    expect(counts.section!.length).toBe(Math.min(12, sections.length));
    for (const value of counts.section!) expect(value.count, value.value).toBe(all[value.value]);
    expect(counts.format!.map((v) => [v.value, v.selected])).toEqual([['dxf', false]]);
    expect(counts.division!.map((v) => v.label)).toEqual(['08 Openings']);
  });

  it('counts a facet under the other facets\' choices, keeps a chosen value with no items at 0, and labels it', async () => {
    const first = await db.one<{ coid: number; section: string }>(
      sql`SELECT coid, section FROM content_items WHERE content_type = 'cad' AND division = '08' AND online ORDER BY id LIMIT 1`,
    );
    const filters = facetQuery.parse({ manufacturer: String(first.coid), section: '09 51 13' });
    const counts = await countFacets(db, cadIn08, filters, { today, facets: ['manufacturer', 'section'] });
    // No CAD of division 08 is in 09 51 13: every manufacturer counts 0 under that section, only the chosen one is listed.
    expect(counts.manufacturer).toEqual([expect.objectContaining({ value: String(first.coid), count: 0, selected: true })]);
    const mine = await db.one<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM content_items WHERE content_type = 'cad' AND division = '08' AND online AND coid = ${first.coid} AND section = ${first.section}`);
    expect(counts.section!.find((v) => v.value === first.section)?.count).toBe(mine.n);
    expect(counts.section!.find((v) => v.value === '09 51 13')).toEqual({ value: '09 51 13', label: '09 51 13 Acoustical Panel Ceilings', count: 0, selected: true });
  });
});
