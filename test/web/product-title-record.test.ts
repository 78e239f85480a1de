import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

type Value = number | string | boolean | string[] | { min: number; max: number };
interface Rated {
  seq: number;
  name: string;
  tradename: string;
  companyName: string;
  section: string;
  properties: Record<string, Value>;
}

let t: TestApp;
/** A product with a trade name and a fire rating in its record (seconds: UN/CEFACT SEC). */
let rated: Rated;

beforeAll(async () => {
  t = await createTestApp();
  rated = await t.db.one<Rated>(sql`
    SELECT p.seq, p.name, p.tradename, c.name AS "companyName", p.section, p.properties FROM products p JOIN companies c USING (coid)
    WHERE p.online AND NOT p.heading AND p.tradename IS NOT NULL AND p.properties ? 'fire-rating'
    ORDER BY p.seq LIMIT 1`);
});
afterAll(() => t.close());

const titleOf = (p: { name: string; tradename: string }) => `${p.name} (${p.tradename})`;

describe("a product's name and trade name go together", () => {
  it('in the heading, the page title and the JSON-LD name of its page', async () => {
    const page = parseHtml((await request(t.app).get(`/product/${rated.seq}`).expect(200)).text);
    expect(page.h1).toBe(titleOf(rated));
    expect(page.title).toContain(`${titleOf(rated)} by ${rated.companyName}`);
    expect(page.has('.product-header__tradename')).toBe(false);
    expect(page.jsonLd.find((d) => d['@type'] === 'Product')?.name).toBe(titleOf(rated));
  });

  it('on the product cards of a section listing', async () => {
    const page = parseHtml((await request(t.app).get(`/products/by-csi/${rated.section.replace(/ /g, '')}`).expect(200)).text);
    const listed = await t.db.many<{ name: string; tradename: string }>(sql`
      SELECT name, tradename FROM products WHERE section = ${rated.section} AND online AND NOT heading AND tradename IS NOT NULL`);
    const cards = page.texts('.product-card a[href^="/product/"]');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards).toContain(titleOf(rated));
    for (const card of cards) expect(listed.map(titleOf)).toContain(card);
    expect(page.has('.product-card__tradename')).toBe(false);
  });

  it('as the title of its search document, the description its own', async () => {
    const rows = await t.db.many<{ title: string; description: string; name: string; tradename: string; productDescription: string }>(sql`
      SELECT ci.title, ci.description, p.name, p.tradename, p.description AS "productDescription"
      FROM content_items ci JOIN products p ON p.seq = ci.product_seq
      WHERE ci.content_type = 'product' AND p.tradename IS NOT NULL`);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.map((r) => [r.title, r.description])).toEqual(rows.map((r) => [titleOf(r), r.productDescription]));
  });
});

describe("a product page's JSON-LD carries its record", () => {
  it('one PropertyValue per property: the canonical value, a range as min and max, the unit as a UN/CEFACT code or its symbol', async () => {
    const page = parseHtml((await request(t.app).get(`/product/${rated.seq}`).expect(200)).text);
    const ld = page.jsonLd.find((d) => d['@type'] === 'Product') as { additionalProperty: Record<string, unknown>[] };
    const byId = new Map(ld.additionalProperty.map((p) => [p.propertyID, p]));
    expect([...byId.keys()].sort()).toEqual(Object.keys(rated.properties).sort());
    for (const [id, value] of Object.entries(rated.properties)) {
      const expected = typeof value === 'object' && !Array.isArray(value) ? { minValue: value.min, maxValue: value.max } : { value };
      expect(byId.get(id), id).toMatchObject({ '@type': 'PropertyValue', ...expected });
    }
    expect(byId.get('fire-rating')).toMatchObject({ value: rated.properties['fire-rating'], unitCode: 'SEC' });
    expect(ld.additionalProperty.every((p) => typeof p.name === 'string' && (p.name as string).length > 0)).toBe(true);
  });

  it('names a thermal transmittance in W/(m²·K) by its UN/CEFACT code', async () => {
    const glazed = await t.db.one<{ seq: number; u: number }>(sql`
      SELECT seq, (properties->>'u-factor')::float8 AS u FROM products WHERE online AND NOT heading AND properties ? 'u-factor' ORDER BY seq LIMIT 1`);
    const page = parseHtml((await request(t.app).get(`/product/${glazed.seq}`).expect(200)).text);
    const ld = page.jsonLd.find((d) => d['@type'] === 'Product') as { additionalProperty: Record<string, unknown>[] };
    expect(ld.additionalProperty.find((p) => p.propertyID === 'u-factor')).toMatchObject({ value: glazed.u, unitCode: 'D55' });
  });
});
