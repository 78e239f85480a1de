import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { DECLARED_UNITS, GWP_BANDS, type DeclaredUnitId } from '../../src/domain/product-data/declared-units';
import { pageGetter } from '../helpers/browse-pages';
import { panelOf } from '../helpers/facet-rules';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

// Issue 23, item 5: declarations that can be compared. Every EPD of the test catalog is declared per its product
// template's unit with a GWP inside the category's published range, and the GWP facet never puts two units in one band.

let t: TestApp;
const get = pageGetter(() => t.app);

interface EpdRow {
  id: number;
  template: string;
  unit: string;
  gwp: number;
  epd: { declaredUnit: DeclaredUnitId; gwp: [number, number] };
}

let epds: EpdRow[];

beforeAll(async () => {
  t = await createTestApp();
  epds = await t.db.many<EpdRow>(sql`
    SELECT ci.id, pt.id AS template, d.declared_unit AS unit, d.gwp_kg_co2e::float8 AS gwp, pt.epd
    FROM declarations d JOIN content_items ci ON ci.id = d.content_id
    JOIN products p ON p.seq = ci.product_seq
    JOIN product_templates pt ON pt.id = p.template_id AND pt.version = p.template_version
    WHERE d.kind = 'epd' ORDER BY ci.id`);
});
afterAll(() => t.close());

/** The content ids of the cards of every page of a listing. */
async function listedIds(path: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await get(`${path}&page=${page}`);
    expect(res.status, path).toBe(200);
    const found = parseHtml(res.text).attrs('h3.content-card__title > a', 'href').map((href) => Number(/\/(\d+)$/.exec(href)![1]));
    ids.push(...found);
    const stated = Number(/^(\d+) /.exec(parseHtml(res.text).text('p.result-count'))?.[1]);
    if (ids.length >= stated || found.length === 0) return ids;
  }
}

describe('seeded EPDs of the test catalog', () => {
  it('are declared per their product template\'s unit, with a GWP inside the published range of its category', async () => {
    const total = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM declarations WHERE kind = 'epd'`);
    expect(epds.length).toBe(total.n);
    expect(epds.length).toBeGreaterThan(10);
    for (const e of epds) {
      expect(e.unit, `EPD ${e.id} (${e.template})`).toBe(DECLARED_UNITS[e.epd.declaredUnit].text);
      expect(e.gwp, `EPD ${e.id} (${e.template})`).toBeGreaterThanOrEqual(e.epd.gwp[0]);
      expect(e.gwp, `EPD ${e.id} (${e.template})`).toBeLessThanOrEqual(e.epd.gwp[1]);
    }
    expect(new Set(epds.map((e) => e.unit)).size).toBeGreaterThan(2);
  });
});

describe('the GWP facet', () => {
  it('offers bands per declared unit, and a band lists only items whose declarations are of its own unit', async () => {
    const today = new Date().toISOString().slice(0, 10);
    // Each online item's current EPDs (its own, or its product's), by declared unit.
    const units = await t.db.many<{ id: number; units: string[] }>(sql`
      SELECT ci.id, array_agg(DISTINCT d.declared_unit) AS units
      FROM content_items ci JOIN content_items own ON own.id = ci.id OR (own.product_seq = ci.product_seq AND own.online)
      JOIN declarations d ON d.content_id = own.id AND d.kind = 'epd' AND d.expires_on > ${today}::date
      WHERE ci.online GROUP BY ci.id`);
    const unitsOf = new Map(units.map((r) => [r.id, r.units]));
    // The CAD list of the manufacturer whose drawings' products are declared in the most units.
    const maker = await t.db.one<{ coid: number; name: string }>(sql`
      SELECT c.coid, c.name FROM content_items ci JOIN companies c ON c.coid = ci.coid
      JOIN content_items own ON own.product_seq = ci.product_seq AND own.online
      JOIN declarations d ON d.content_id = own.id AND d.kind = 'epd' AND d.expires_on > ${today}::date
      WHERE ci.content_type = 'cad' AND ci.online GROUP BY c.coid, c.name
      ORDER BY count(DISTINCT d.declared_unit) DESC, c.coid LIMIT 1`);
    const path = `${companyPath(maker.name, maker.coid)}/cad`;
    const res = await get(path);
    expect(res.status).toBe(200);
    const offered = panelOf(res.text).gwp ?? {};
    expect(new Set(Object.keys(offered).map((band) => GWP_BANDS[band].unit)).size).toBeGreaterThan(1);
    for (const [band, { count }] of Object.entries(offered)) {
      const ids = await listedIds(`${path}?gwp=${band}`);
      expect(ids.length, band).toBe(count);
      for (const id of ids) expect(unitsOf.get(id), `${band}: item ${id}`).toEqual([DECLARED_UNITS[GWP_BANDS[band].unit].text]);
    }
  });

  it('refuses a band that names no declared unit, naming the field', async () => {
    const res = await get('/content-type/cad?gwp=under-10');
    expect(res.status).toBe(400);
    expect(res.text).toContain('Invalid query: gwp: must be GWP bands of one declared unit');
  });
});
