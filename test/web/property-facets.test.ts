import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { DEFAULT_SEARCH_SORT } from '../../src/domain/search-sort';
import { searchContent } from '../../src/services/search';
import { pageGetter } from '../helpers/browse-pages';
import { counts, panelOf } from '../helpers/facet-rules';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

// Issue 23: the search pages filter by the product record's ratings (fire rating, STC, R-value, U-factor) as
// thresholds, counted like the other facets, in the URL, without JavaScript and in the search API.

let t: TestApp;
const get = pageGetter(() => t.app);
const TERMS = 'door';

/** Each listed item's product record ratings, read straight from the tables (canonical units). */
interface Ratings {
  url: string;
  fire: number | null;
  stc: number | null;
}
let listed: Ratings[];

/** Enough products that rated hollow metal and wood doors are among them (the shared test catalog has none). */
const CATALOG_PRODUCTS = 1200;

beforeAll(async () => {
  t = await createTestApp({}, { products: CATALOG_PRODUCTS });
  const result = await searchContent(t.db, { terms: TERMS, page: 1, pageSize: 1000, sort: DEFAULT_SEARCH_SORT });
  const rows = await t.db.many<{ id: number; fire: number | null; stc: number | null }>(sql`
    SELECT ci.id, (p.properties ->> 'fire-rating')::float8 AS fire, (p.properties ->> 'stc')::float8 AS stc
    FROM content_items ci LEFT JOIN products p ON p.seq = ci.product_seq WHERE ci.id = ANY(${result.items.map((i) => i.id)}::int[])`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  listed = result.items.map((item) => ({ url: item.url, fire: byId.get(item.id)!.fire, stc: byId.get(item.id)!.stc }));
  // The filters below need rated and unrated doors among the results.
  expect(listed.filter((r) => (r.fire ?? 0) >= 3600).length).toBeGreaterThan(0);
  expect(listed.filter((r) => r.fire === null).length).toBeGreaterThan(0);
}, 120_000);
afterAll(() => t.close());

const atLeast = (items: Ratings[], key: 'fire' | 'stc', value: number) => items.filter((r) => r[key] !== null && r[key] >= value).length;
const cardUrls = (html: string) => parseHtml(html).attrs('h3.content-card__title > a', 'href');

describe('property facets on the search page', () => {
  it('count each threshold over the listed results as the records have them, printed in display units', async () => {
    const res = await get(`/search/${TERMS}`);
    expect(res.status).toBe(200);
    const panel = panelOf(res.text);
    const expected = Object.fromEntries(
      ['20', '45', '60', '90', '120', '180'].map((m) => [m, atLeast(listed, 'fire', Number(m) * 60)] as const).filter(([, n]) => n > 0),
    );
    expect(counts(panel['fire-rating'])).toEqual(expected);
    const page = parseHtml(res.text);
    expect(page.text('label[for="facet-fire-rating-60"]')).toContain('60 min or more');
  });

  it('narrow to fire rating 60 min or more and STC 35 or more, kept in the URL, the boxes checked', async () => {
    const res = await get(`/search/${TERMS}?fire-rating=60&stc=35&size=100`);
    expect(res.status).toBe(200);
    const wanted = listed.filter((r) => (r.fire ?? 0) >= 3600 && (r.stc ?? 0) >= 35);
    expect(wanted.length).toBeGreaterThan(0);
    const panel = panelOf(res.text);
    expect(panel['fire-rating']['60'].checked).toBe(true);
    expect(panel.stc['35'].checked).toBe(true);
    // Under the STC choice the fire-rating counts are over the STC 35 items (and the other way round).
    expect(panel['fire-rating']['60'].count).toBe(wanted.length);
    expect(panel.stc['35'].count).toBe(wanted.length);
    const shown = cardUrls(res.text);
    expect(shown.length).toBe(Math.min(wanted.length, shown.length));
    for (const url of shown) expect(wanted.map((w) => w.url)).toContain(url);
  });
});

describe('property facets in the search API', () => {
  it('narrow the answer and count each threshold with its label', async () => {
    const api = await get(`/api/search/${TERMS}?fire-rating=90&size=100`);
    expect(api.status).toBe(200);
    expect(api.body.total).toBe(atLeast(listed, 'fire', 5400));
    const ninety = api.body.facets['fire-rating'].find((v: { value: string }) => v.value === '90');
    expect(ninety).toMatchObject({ label: '90 min or more', count: atLeast(listed, 'fire', 5400), selected: true });
  });

  it.each([
    ['fire-rating=61', 'fire-rating: must be 20, 45, 60, 90, 120 or 180'],
    ['stc=loud', 'stc: must be'],
    ['u-factor=0.3', 'u-factor: must be'],
    ['r-value=30&r-value=5&r-value=10&r-value=15&r-value=20&r-value=40&r-value=30', 'r-value: must be at most 6 values'],
  ])('answer %s with a 400 naming the parameter', async (query, message) => {
    const res = await get(`/api/search/${TERMS}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(message);
    const page = await get(`/search/${TERMS}?${query}`);
    expect(page.status).toBe(400);
  });
});

describe('property facets on the product list of a section', () => {
  it('count and narrow the hollow metal doors by fire rating; a bad threshold is a 400 naming it', async () => {
    const doors = await t.db.many<{ seq: number; fire: number | null }>(sql`
      SELECT p.seq, (p.properties ->> 'fire-rating')::float8 AS fire FROM products p
      WHERE p.online AND NOT p.heading AND p.section = '08 11 13'
        AND EXISTS (SELECT 1 FROM content_items ci WHERE ci.product_seq = p.seq AND ci.content_type = 'product' AND ci.online)`);
    const rated = doors.filter((d) => (d.fire ?? 0) >= 5400).map((d) => `/product/${d.seq}`);
    expect(rated.length).toBeGreaterThan(0);
    expect(rated.length).toBeLessThan(doors.length);
    const all = await get('/products/by-csi/081113');
    expect(all.status).toBe(200);
    expect(panelOf(all.text)['fire-rating']['90'].count).toBe(rated.length);
    const res = await get('/products/by-csi/081113?fire-rating=90');
    expect(res.status).toBe(200);
    const listedProducts = parseHtml(res.text).attrs('a[href^="/product/"]', 'href').filter((href) => /^\/product\/\d+$/.test(href));
    expect(new Set(listedProducts)).toEqual(new Set(rated));
    const bad = await get('/products/by-csi/081113?fire-rating=61');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('fire-rating');
  });
});
