import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../src/db/sql';
import { createManufacturer, csvOf, doorRow } from '../../helpers/import-sheets';
import type { TestApp } from '../../helpers/test-app';
import { createTestApp } from '../../helpers/test-app';
import { createTestUser, SAME_ORIGIN, type TestUser } from '../../helpers/users';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await countFacetRebuilds();
});
afterAll(() => t.close());

const post = (coid: number, who: TestUser, rows: Array<Record<string, string>>) =>
  request(t.app).post(`/api/manage/${coid}/imports`).set(SAME_ORIGIN).set('Cookie', who.cookie).attach('file', csvOf(rows), 'doors.csv');

/** The browse count of hollow metal doors (section 08 11 13), as the facets table holds it. */
const doorFacet = async () =>
  (await t.db.one<{ n: number }>(sql`SELECT coalesce(sum(n), 0)::int AS n FROM content_facets WHERE content_type = 'product' AND section = '08 11 13'`)).n;
const state = async (coid: number) => ({
  products: await t.db.many<{ code: string; online: boolean; publication: string; pending: unknown }>(
    sql`SELECT coalesce(pending->>'code', code) AS code, online, publication, pending FROM products WHERE coid = ${coid} AND NOT heading ORDER BY seq`,
  ),
  searchable: (await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM content_items WHERE coid = ${coid} AND content_type = 'product' AND online`)).n,
  audit: (await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_entries WHERE coid = ${coid}`)).n,
  facet: await doorFacet(),
  version: (await t.db.one<{ v: number }>(sql`SELECT version::int AS v FROM data_version`)).v,
});

/**
 * Counts the rebuilds of the browse counts (each starts by emptying content_facets): a statement trigger of the
 * test's own, on the file's own database (the tests of a file run one at a time).
 */
async function countFacetRebuilds(): Promise<void> {
  await t.db.exec(`
    CREATE TABLE test_facet_rebuilds (at timestamptz);
    CREATE FUNCTION test_count_facet_rebuild() RETURNS trigger AS $$
    BEGIN
      INSERT INTO test_facet_rebuilds VALUES (clock_timestamp());
      RETURN NULL;
    END $$ LANGUAGE plpgsql;
    CREATE TRIGGER test_count_facet_rebuild AFTER DELETE ON content_facets FOR EACH STATEMENT EXECUTE FUNCTION test_count_facet_rebuild();`);
}
const facetRebuilds = async () => (await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM test_facet_rebuilds`)).n;

describe('a trusted manufacturer’s import, published as one batch', () => {
  it('publishes 200 rows in one transaction: every product public and searchable, the browse counts counting them, each publish audited', async () => {
    const coid = await createManufacturer(t.db, true);
    const staff = await createTestUser(t.db, { coid });
    const before = await doorFacet();
    const rebuildsBefore = await facetRebuilds();
    const applied = await post(coid, staff, Array.from({ length: 200 }, (_, i) => doorRow(i + 1)));
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ created: 200, state: 'published', errors: [] });
    const after = await state(coid);
    expect(after.products).toHaveLength(200);
    expect(after.products.every((p) => p.online && p.publication === 'published' && p.pending === null)).toBe(true);
    expect(after.searchable).toBe(200);
    expect(after.facet - before).toBe(200);
    expect((await facetRebuilds()) - rebuildsBefore).toBe(1);
    const publishes = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_entries WHERE coid = ${coid} AND action = 'product.publish'`);
    expect(publishes.n).toBe(200);
    const search = await request(t.app).get('/api/search/imported-steel-door-137/product').expect(200);
    expect(JSON.stringify(search.body)).toContain('Imported Steel Door 137');
  }, 120_000);

  it('writes nothing when a row fails while it is written (its code still held by a product being renamed)', async () => {
    const coid = await createManufacturer(t.db, true);
    const staff = await createTestUser(t.db, { coid });
    const rows = Array.from({ length: 200 }, (_, i) => doorRow(i + 1));
    await post(coid, staff, rows.slice(0, 1)).expect(200);
    const [first] = (await state(coid)).products;
    const seq = (await t.db.one<{ seq: number }>(sql`SELECT seq FROM products WHERE coid = ${coid} AND code = ${first.code}`)).seq;
    // The published HMD-0001 is being renamed HMD-RENAMED (a change waiting): to the plan the sheet's HMD-0001 is a
    // new product, and the writer finds the code held when it reaches it, on the last row, after 199 rows written.
    const renamed = await request(t.app)
      .put(`/api/manage/${coid}/products/${seq}`)
      .set(SAME_ORIGIN)
      .set('Cookie', staff.cookie)
      .send({ template: 'hollow-metal-doors', code: 'HMD-RENAMED', name: 'Renamed Door', section: '08 11 13', properties: { 'fire-rating': 1200, core: 'honeycomb' } });
    expect(renamed.status).toBe(200);
    const before = await state(coid);

    const refused = await post(coid, staff, [...rows.slice(1), rows[0]]);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([expect.objectContaining({ row: 201, column: 'code' })]);
    expect(await state(coid)).toEqual(before);
  }, 120_000);
});
