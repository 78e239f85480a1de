import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { expectNotFoundPage, pageGetter, robotsOf } from '../helpers/browse-pages';
import type { ComparePair } from '../helpers/compare-pair';
import { comparePair } from '../helpers/compare-pair';
import { h1Of } from '../helpers/html';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let pair: ComparePair;
/** The data sheets of A and B: the display values written from their records. */
let sheets: { label: string; value: string }[][];

beforeAll(async () => {
  t = await createTestApp();
  pair = await comparePair(t.db);
  const rows = await t.db.many<{ seq: number; attributes: { label: string; value: string }[] }>(sql`
    SELECT seq, attributes FROM products WHERE seq IN (${pair.a.seq}, ${pair.b.seq})`);
  sheets = [pair.a, pair.b].map((p) => rows.find((r) => r.seq === p.seq)!.attributes.filter((r) => r.label !== 'Standard'));
});
afterAll(() => t.close());

const get = pageGetter(() => t.app);
const path = () => `/compare/${pair.a.seq},${pair.b.seq}`;
const text = (el: Element) => el.textContent ?? '';
/** The property rows of the table: name (without unit or mark), the header's text, and the cells' text. */
function propertyRows(html: string) {
  return parseHtml(html)
    .all('tr[data-property]')
    .map((tr) => ({
      id: tr.getAttribute('data-property')!,
      name: text(tr.querySelector('.compare-table__name')!),
      head: text(tr.querySelector('th')!),
      marked: tr.classList.contains('compare-table__differs'),
      cells: [...tr.querySelectorAll('td')].map(text),
    }));
}

describe('/compare/{ids}: products of any manufacturers', () => {
  it('names and links each product’s own manufacturer, and is not indexed', async () => {
    const res = await get(path());
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe('Compare 2 products');
    expect(robotsOf(res.text)).toBe('noindex, follow');
    const page = parseHtml(res.text);
    expect(page.attrs('th[scope="col"] a[href^="/product/"]', 'href')).toEqual([`/product/${pair.a.seq}`, `/product/${pair.b.seq}`]);
    const maker = page.all('tr').find((tr) => tr.querySelector('th')?.textContent === 'Manufacturer')!;
    const links = [...maker.querySelectorAll('td a')];
    expect(links.map(text)).toEqual([pair.a.company, pair.b.company]);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([companyPath(pair.a.company, pair.a.coid), companyPath(pair.b.company, pair.b.coid)]);
    // The breadcrumb names no manufacturer: the comparison is nobody's.
    expect(page.texts('.breadcrumbs a, nav[aria-label="Breadcrumb"] a')).not.toContain(pair.a.company);
  });

  it('has a row per property of either record, with each product’s display value', async () => {
    const rows = propertyRows((await get(path())).text);
    for (const [i, sheet] of sheets.entries()) {
      for (const { label, value } of sheet) {
        const row = rows.find((r) => r.name === label);
        expect(row, label).toBeDefined();
        expect(row!.cells[i]).toBe(value);
      }
    }
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it('shows a value one product does not state as “— not stated” and marks differing rows in words', async () => {
    const rows = propertyRows((await get(path())).text);
    const only = rows.find((r) => r.id === pair.onlyA)!;
    expect(only.cells[1]).toBe('— not stated');
    expect(only.cells[0]).not.toBe('— not stated');
    for (const row of rows) {
      const differs = new Set(row.cells).size > 1;
      expect(row.marked, row.id).toBe(differs);
      expect(row.head.includes('≠ differs'), row.id).toBe(differs);
    }
    expect(only.marked).toBe(true);
  });

  it('prints units beside property names', async () => {
    const rows = propertyRows((await get(path())).text);
    const withUnit = rows.filter((r) => /\(.+\)/.test(r.head));
    expect(withUnit.length).toBeGreaterThan(0);
  });

  it('is a 400 that says what to change for one id or five, a 404 for unknown or malformed ids', async () => {
    const { a, b } = pair;
    const one = await get(`/compare/${a.seq}`);
    expect(one.status).toBe(400);
    expect(one.text).toContain('Tick at least 2 products');
    const five = await get(`/compare/${a.seq},${b.seq},${a.seq + 1},${a.seq + 2},${a.seq + 3}`);
    expect(five.status).toBe(400);
    expect(five.text).toContain('at most 4 products');
    await expectNotFoundPage(get, `/compare/${a.seq},999999999`);
    await expectNotFoundPage(get, `/compare/${a.seq},x`);
    const heading = await t.db.one<{ seq: number }>(sql`SELECT seq FROM products WHERE heading ORDER BY seq LIMIT 1`);
    await expectNotFoundPage(get, `/compare/${a.seq},${heading.seq}`);
  });

  it('redirects a repeated id to the canonical list', async () => {
    const res = await request(t.app).get(`/compare/${pair.b.seq},${pair.a.seq},${pair.b.seq}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/compare/${pair.b.seq},${pair.a.seq}`);
  });

  it('the compare forms of lists without a company land here', async () => {
    const res = await request(t.app).get(`/compare?ids=${pair.b.seq}&ids=${pair.a.seq}`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/compare/${pair.b.seq},${pair.a.seq}`);
  });
});

// Search result cards carry the compare tray's links (?compare=): test/web/compare-tray.test.ts; the product lists,
// a company's product tree and projects' products: test/web/compare-tray-listings.test.ts.

describe('GET /api/compare/{ids}', () => {
  it('gives the products, their manufacturers and the rows', async () => {
    const res = await request(t.app).get(`/api${path()}`);
    expect(res.status).toBe(200);
    expect(res.body.products.map((p: { manufacturer: { name: string } }) => p.manufacturer.name)).toEqual([pair.a.company, pair.b.company]);
    const only = res.body.rows.find((r: { id: string }) => r.id === pair.onlyA);
    expect(only.values[1]).toBeNull();
    expect(only.differs).toBe(true);
    for (const { label, value } of sheets[0]) expect(res.body.rows.find((r: { name: string }) => r.name === label).values[0]).toBe(value);
  });

  it('is a 400 naming ids for one id or five, a 404 for an unknown product', async () => {
    const one = await request(t.app).get(`/api/compare/${pair.a.seq}`);
    expect(one.status).toBe(400);
    expect(JSON.stringify(one.body)).toContain('ids');
    expect((await request(t.app).get(`/api/compare/1,2,3,4,5`)).status).toBe(400);
    expect((await request(t.app).get(`/api/compare/${pair.a.seq},999999999`)).status).toBe(404);
  });
});
