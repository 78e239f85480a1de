import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { downloadPath } from '../../src/services/content-links';
import { canonicalOf, expectNotFoundPage, hrefs, pageGetter, robotsOf } from '../helpers/browse-pages';
import { h1Of } from '../helpers/html';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

type Row = { seq: number; name: string; coid: number; company: string; section: string | null; tradename: string | null };

let t: TestApp;
let products: Row[];
let home: string;

beforeAll(async () => {
  t = await createTestApp();
  // Three products of three manufacturers; the first has a certification and a CAD drawing.
  const first = await t.db.one<Row>(sql`
    SELECT p.seq, p.name, p.coid, c.name AS company, p.section, p.tradename FROM products p JOIN companies c USING (coid)
    WHERE p.online AND NOT p.heading
      AND EXISTS (SELECT 1 FROM content_items ci WHERE ci.product_seq = p.seq AND ci.online AND ci.content_type IN ('certificate', 'epd', 'hpd'))
      AND EXISTS (SELECT 1 FROM content_items ci WHERE ci.product_seq = p.seq AND ci.online AND ci.content_type = 'cad')
    ORDER BY p.seq LIMIT 1`);
  const others = await t.db.many<Row>(sql`
    SELECT DISTINCT ON (p.coid) p.seq, p.name, p.coid, c.name AS company, p.section, p.tradename FROM products p JOIN companies c USING (coid)
    WHERE p.online AND NOT p.heading AND p.coid <> ${first.coid} ORDER BY p.coid, p.seq LIMIT 2`);
  products = [first, ...others];
  home = companyPath(first.company, first.coid);
});
afterAll(() => t.close());

const get = pageGetter(() => t.app);
const ids = () => products.map((p) => p.seq).join(',');
/** The cells of the table row headed `label` (null when there is no such row). */
const rowCells = (html: string, label: string) => {
  const row = parseHtml(html)
    .all('tr')
    .find((tr) => tr.querySelector('th[scope="row"]')?.textContent === label);
  return row ? [...row.querySelectorAll('td')] : null;
};
const text = (cell: Element) => cell.textContent ?? '';
const firstHref = (cell: Element) => cell.querySelector('a')?.getAttribute('href');

describe('/company/{id}/{contentType}/products/{ids}', () => {
  it('shows the products side by side: name with trade name, manufacturer, section, description', async () => {
    const res = await get(`${home}/product/products/${ids()}`);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe('Compare 3 products');
    const heads = parseHtml(res.text).attrs('th[scope="col"] a[href^="/product/"]', 'href');
    expect(heads).toEqual(products.map((p) => `/product/${p.seq}`));
    expect(parseHtml(res.text).texts('th[scope="col"] a[href^="/product/"]')).toEqual(products.map((p) => (p.tradename ? `${p.name} (${p.tradename})` : p.name)));
    expect(rowCells(res.text, 'Manufacturer')!.map(text)).toEqual(products.map((p) => p.company));
    expect(rowCells(res.text, 'Manufacturer')!.map(firstHref)).toEqual(products.map((p) => companyPath(p.company, p.coid)));
    const titles = await t.db.many<{ seq: number; title: string | null }>(sql`
      SELECT p.seq, s.title FROM products p LEFT JOIN csi_sections s ON s.mf = '04' AND s.section = p.section WHERE p.seq = ANY(${products.map((p) => p.seq)}::int[])`);
    expect(rowCells(res.text, 'CSI section')!.map(text)).toEqual(
      products.map((p) => (p.section ? `${p.section} ${titles.find((x) => x.seq === p.seq)?.title ?? ''}`.trim() : '—')),
    );
    expect(rowCells(res.text, 'Tradename')).toBeNull();
    const descriptions = await t.db.many<{ seq: number; description: string }>(sql`SELECT seq, description FROM products WHERE seq = ANY(${products.map((p) => p.seq)}::int[])`);
    expect(rowCells(res.text, 'Description')!.map(text)).toEqual(products.map((p) => descriptions.find((d) => d.seq === p.seq)!.description || '—'));
    expect(robotsOf(res.text)).toBe('noindex, follow');
    expect(canonicalOf(res.text)).toBe(`http://localhost:3000${home}/product/products/${ids()}`);
    // The products' typed records, as on /compare/{ids}.
    expect(parseHtml(res.text).all('tr[data-property]').length).toBeGreaterThan(0);
  });

  it('lists certifications and, per content type, the count and the first file to download', async () => {
    const res = await get(`${home}/cad/products/${ids()}`);
    const certs = await t.db.many<{ title: string }>(sql`
      SELECT title FROM content_items WHERE product_seq = ${products[0].seq} AND online AND content_type IN ('certificate', 'epd', 'hpd') ORDER BY title, id`);
    const certCell = rowCells(res.text, 'Certifications')![0];
    expect(certCell.querySelectorAll('li')).toHaveLength(certs.length);
    expect([...certCell.querySelectorAll('a')].map(text)).toEqual(certs.map((c) => c.title));

    const cads = await t.db.many<{ id: number; filename: string | null; productSeq: number }>(sql`
      SELECT id, filename, product_seq AS "productSeq" FROM content_items WHERE product_seq = ${products[0].seq} AND online AND content_type = 'cad' ORDER BY title, id`);
    const cells = rowCells(res.text, 'CAD drawings')!;
    expect(cells).toHaveLength(3);
    expect(text(cells[0])).toMatch(new RegExp(`^${cads.length} Download DXF`));
    expect(firstHref(cells[0])).toBe(downloadPath({ contentType: 'cad', filename: cads[0].filename, productSeq: products[0].seq, companyName: products[0].company, coid: products[0].coid }));
    // The type the comparison came from leads the document rows.
    const page = parseHtml(res.text);
    expect(page.texts('tr:not([data-property]) > th[scope="row"]').slice(0, 5)).toEqual(['Manufacturer', 'CSI section', 'Description', 'Certifications', 'CAD drawings']);
    expect(page.texts('tr.compare-table__current > th[scope="row"]')).toEqual(['CAD drawings']);
    // Removing one product leaves a comparison of the other two.
    const remove = hrefs(res.text).filter((h) => h.includes('/products/') && h !== `${home}/cad/products/${ids()}`);
    expect(remove).toContain(`${home}/cad/products/${products[1].seq},${products[2].seq}`);
  });

  it('redirects another spelling of the company to the canonical path', async () => {
    const res = await request(t.app).get(`/company/${products[0].coid}/product/products/${ids()}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${home}/product/products/${ids()}`);
  });

  it('is a 404 for bad id lists, headings, unknown or offline products and unknown types', async () => {
    const heading = await t.db.one<{ seq: number }>(sql`SELECT seq FROM products WHERE heading ORDER BY seq LIMIT 1`);
    const offline = await t.db.one<{ seq: number }>(sql`
      UPDATE products SET online = false WHERE seq = (SELECT seq FROM products WHERE NOT heading AND seq <> ALL(${products.map((p) => p.seq)}::int[]) ORDER BY seq DESC LIMIT 1) RETURNING seq`);
    const [a, b, c] = products.map((p) => p.seq);
    for (const list of [`${a}`, `${a},${a}`, `${a},${b},${c},${a + 1},${a + 2}`, `${a},x`, `0${a},${b}`, `${a},${heading.seq}`, `${a},999999999`, `${a},${offline.seq}`, `${a};${b}`]) {
      await expectNotFoundPage(get, `${home}/product/products/${list}`);
    }
    await expectNotFoundPage(get, `${home}/warp/products/${a},${b}`);
    await expectNotFoundPage(get, `/company/99999/product/products/${a},${b}`);
  });
});

describe('/compare?ids=…', () => {
  // The listings themselves carry the compare tray (?compare=) now: test/web/compare-tray-listings.test.ts.
  // /compare still turns ids sent by a form or an old bookmark into the comparison path.
  it('/compare turns the ticked ids into the comparison path', async () => {
    const [a, b, c] = products.map((p) => p.seq);
    const fromCompany = await request(t.app).get(`/compare?company=${products[0].coid}&back=${encodeURIComponent(home)}&ids=${b}&ids=${a}`);
    expect(fromCompany.status).toBe(303);
    expect(fromCompany.headers.location).toBe(`${home}/product/products/${b},${a}`);
    // From a list without a company: the comparison of any manufacturers, not one maker's.
    const fromList = await request(t.app).get(`/compare?ids=${c}&ids=${a}&ids=${b}`);
    expect(fromList.headers.location).toBe(`/compare/${c},${a},${b}`);
    expect((await request(t.app).get(`/compare?company=${products[0].coid}&ids=${a},${b}&type=cad`)).headers.location).toBe(`${home}/cad/products/${a},${b}`);
  });

  it('/compare explains what to change when fewer than 2 or more than 4 are ticked', async () => {
    const [a, b, c] = products.map((p) => p.seq);
    const one = await get(`/compare?ids=${a}&back=${encodeURIComponent('/products/by-csi/081113')}`);
    expect(one.status).toBe(400);
    expect(one.text).toContain('Tick at least 2 products to compare them side by side.');
    expect(hrefs(one.text)).toContain('/products/by-csi/081113');
    const five = await get(`/compare?ids=${a}&ids=${b}&ids=${c}&ids=${a + 1}&ids=${a + 2}`);
    expect(five.status).toBe(400);
    expect(five.text).toContain('You can compare at most 4 products at a time');
    const bad = await get(`/compare?ids=${a}&ids=x&back=${encodeURIComponent('https://evil.example/')}`);
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('could not be read');
    expect(hrefs(bad.text)).not.toContain('https://evil.example/');
    expect((await get('/compare')).status).toBe(400);
  });
});
