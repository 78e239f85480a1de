import { PDFDocument } from 'pdf-lib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { catalogPageAltText } from '../../src/domain/catalog-alt-text';
import { companyPath } from '../../src/domain/company-id';
import { canonicalOf, expectNotFoundPage, pageGetter, robotsOf } from '../helpers/browse-pages';
import { executableScripts, h1Of } from '../helpers/html';
import { tagsOf } from '../helpers/markup';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let catalog: { id: number; coid: number; name: string; title: string };
let pages: string[];
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await t.db.one(sql`
    SELECT ci.id, ci.coid, c.name, ci.title FROM content_items ci JOIN companies c USING (coid)
    WHERE ci.content_type = 'catalog' AND ci.online AND (SELECT count(*) FROM catalog_pages p WHERE p.content_id = ci.id) >= 4
    ORDER BY ci.id LIMIT 1`);
  pages = (await t.db.many<{ data: string }>(sql`SELECT data FROM catalog_pages WHERE content_id = ${catalog.id} ORDER BY page_number`)).map((p) => p.data);
  base = `${companyPath(catalog.name, catalog.coid)}/catalog-viewer/${catalog.id}`;
});
afterAll(() => t.close());

const get = pageGetter(() => t.app);
const image = (html: string) => parseHtml(html).attributesOf('img.catalog-page__image')[0];
/** The navigation's links by label; disabled steps are absent. */
const navLinks = (html: string) =>
  Object.fromEntries(parseHtml(html).all('nav.catalog-nav a[href]').map((a) => [a.textContent ?? '', a.getAttribute('href') ?? '']));

describe('catalog viewer pages', () => {
  it('states the page count of the PDF it links, counted in the file that download sends', async () => {
    const html = parseHtml((await get(`${base}/1`)).text);
    const link = html.one('.catalog-viewer__header a[href^="/downloads/"]');
    const pdf = await request(t.app).get(link.getAttribute('href')!).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(pdf.status).toBe(200);
    const written = (await PDFDocument.load(pdf.body as Buffer)).getPageCount();
    expect(link.textContent).toBe(`Download the PDF (${written} pages)`);
    // The viewer's own pages are the catalog's pages; the PDF has its title page besides.
    expect(html.text('.catalog-page figcaption')).toBe(`Page 1 of ${pages.length}`);
  });

  it("the catalog's own item page opens the viewer at page 1", async () => {
    const res = await get(`${companyPath(catalog.name, catalog.coid)}/catalog/${catalog.id}`);
    expect(res.status).toBe(200);
    expect(parseHtml(res.text).text(`a[href="${base}/1"]`)).toBe('Open the catalog viewer');
  });

  it('shows the page as an image with its text as alt text (80 characters), and the whole text below', async () => {
    const res = await get(`${base}/2`);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe(catalog.title);
    const img = image(res.text);
    expect(img.src).toMatch(new RegExp(`^/media/catalog-pages/${catalog.id}/2\\.svg\\?v=[0-9a-f]{16}$`));
    expect(img.alt).toBe(catalogPageAltText(pages[1]));
    expect(Array.from(img.alt).length).toBeLessThanOrEqual(80);
    expect(Number(img.width) / Number(img.height)).toBeCloseTo(612 / 792);
    const text = parseHtml(res.text).texts('section.catalog-page-text p');
    expect(text).toEqual(pages[1].split('\n').filter((l) => l.trim()));
    expect(canonicalOf(res.text)).toBe(`http://localhost:3000${base}/2`);
    expect(robotsOf(res.text)).toBeUndefined();
    // Only the download analytics of the PDF link; the viewer itself needs no script.
    expect(executableScripts(res.text).every((tag) => tag.includes('/assets/download-analytics-'))).toBe(true);
  });

  it('navigates first, previous, next and last, with a page picker', async () => {
    const last = pages.length;
    expect(navLinks((await get(`${base}/1`)).text)).toEqual({ Next: `${base}/2`, Last: `${base}/${last}` });
    const middle = (await get(`${base}/2`)).text;
    expect(navLinks(middle)).toEqual({ First: `${base}/1`, Previous: `${base}/1`, Next: `${base}/3`, Last: `${base}/${last}` });
    expect(middle).toContain(`<a href="${base}/3" rel="next">Next</a>`);
    expect(navLinks((await get(`${base}/${last}`)).text)).toEqual({ First: `${base}/1`, Previous: `${base}/${last - 1}` });
    const form = tagsOf(middle, 'form').find((f) => f.class === 'catalog-nav__pick')!;
    expect(form).toMatchObject({ action: base, method: 'get' });
    const options = tagsOf(middle, 'option');
    expect(options.map((o) => o.value)).toEqual(pages.map((_, i) => String(i + 1)));
    expect(options.filter((o) => 'selected' in o).map((o) => o.value)).toEqual(['2']);
  });

  it('the page picker redirects to the page chosen, keeping a search', async () => {
    const picked = await request(t.app).get(`${base}?page=3&q=lift`);
    expect(picked.status).toBe(302);
    expect(picked.headers.location).toBe(`${base}/3?q=lift`);
    expect((await request(t.app).get(base)).headers.location).toBe(`${base}/1`);
    await expectNotFoundPage(get, `${base}?page=${pages.length + 1}`);
    expect((await get(`${base}?page=abc`)).status).toBe(400);
  });

  it('redirects other forms of the company identifier to the canonical path, keeping the query', async () => {
    const res = await request(t.app).get(`/company/${catalog.coid}/catalog-viewer/${catalog.id}/2?q=x`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${base}/2?q=x`);
  });

  it('is a 404 for unknown catalogs, other companies’ catalogs, other types and pages out of range', async () => {
    const other = await t.db.one<{ id: number }>(sql`
      SELECT id FROM content_items WHERE content_type = 'catalog' AND online AND coid <> ${catalog.coid} ORDER BY id LIMIT 1`);
    const cad = await t.db.one<{ id: number }>(sql`SELECT id FROM content_items WHERE content_type = 'cad' AND coid = ${catalog.coid} ORDER BY id LIMIT 1`);
    const company = companyPath(catalog.name, catalog.coid);
    for (const path of [
      `${company}/catalog-viewer/${other.id}/1`,
      `${company}/catalog-viewer/${cad.id}/1`,
      `${company}/catalog-viewer/999999999/1`,
      `${base}/0`,
      `${base}/${pages.length + 1}`,
      `${base}/01`,
      `${base}/abc`,
      `${base}/-1`,
      `/company/99999/catalog-viewer/${catalog.id}/1`,
    ]) {
      await expectNotFoundPage(get, path);
    }
  });

  it('searches inside the catalog: the pages holding the words, a highlighted snippet each, linked to the page', async () => {
    const word = pages
      .flatMap((p) => p.toLowerCase().match(/[a-z]{6,}/g) ?? [])
      .find((w) => {
        const n = pages.filter((p) => p.toLowerCase().includes(w)).length;
        return n > 0 && n < pages.length;
      })!;
    const expected = pages.flatMap((p, i) => (p.toLowerCase().includes(word) ? [i + 1] : []));
    const res = await get(`${base}/1?q=${encodeURIComponent(word.toUpperCase())}`);
    expect(res.status).toBe(200);
    const page = parseHtml(res.text);
    expect(page.attrs('ol.catalog-search__results a', 'href')).toEqual(expected.map((n) => `${base}/${n}?q=${encodeURIComponent(word.toUpperCase())}#catalog-page`));
    const marks = page.texts('ol.catalog-search__results mark');
    expect(marks.every((m) => m.toLowerCase() === word)).toBe(true);
    expect(marks.length).toBeGreaterThanOrEqual(expected.length);
    expect(res.text).toContain(`${expected.length} ${expected.length === 1 ? 'page mentions' : 'pages mention'}`);
    // Search views are not indexed: the canonical page is the plain one.
    expect(robotsOf(res.text)).toBe('noindex, follow');
    expect(canonicalOf(res.text)).toBe(`http://localhost:3000${base}/1`);
    // The words are marked in the page text too, and the navigation keeps the search.
    const onPage = await get(`${base}/${expected[0]}?q=${word}`);
    expect(parseHtml(onPage.text).all('section.catalog-page-text mark').length).toBeGreaterThan(0);
    expect(Object.values(navLinks(onPage.text)).every((href) => href.endsWith(`?q=${word}`))).toBe(true);
  });

  it('says when no page matches, and refuses a query over 200 characters', async () => {
    const res = await get(`${base}/1?q=zzqqxx`);
    expect(res.text).toContain('No page mentions “zzqqxx”.');
    expect(parseHtml(res.text).has('.catalog-search__results')).toBe(false);
    expect((await get(`${base}/1?q=${'a'.repeat(201)}`)).status).toBe(400);
  });
});

describe('catalog page images', () => {
  it('are SVG drawn from the page text, immutable at their versioned address', async () => {
    const src = image((await get(`${base}/2`)).text).src;
    const res = await request(t.app).get(src).buffer(true).parse((r, done) => {
      let body = '';
      r.on('data', (c: Buffer) => (body += c.toString('utf8')));
      r.on('end', () => done(null, body));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    const svg = res.body as string;
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain(`Page 2 of ${pages.length}`);
    const heading = pages[1].split('\n')[0];
    expect(svg).toContain(heading.replace(/&/g, '&amp;'));
    // The same address on every render of the page.
    expect(image((await get(`${base}/2`)).text).src).toBe(src);
  });

  it('change address when the text changes; old or missing versions are cached briefly', async () => {
    const before = image((await get(`${base}/3`)).text).src;
    await t.db.query(sql`UPDATE catalog_pages SET data = data || ' Revised.' WHERE content_id = ${catalog.id} AND page_number = 3`);
    // A direct SQL write does not bump the data version: ask with another URL so the HTML cache is not in the way.
    const after = image((await get(`${base}/3?fresh=1`)).text).src;
    expect(after).not.toBe(before);
    for (const stale of [before, before.split('?')[0]]) {
      const res = await request(t.app).get(stale);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    }
  });

  it('are 404 for unknown catalogs, pages and names', async () => {
    for (const path of [`/media/catalog-pages/${catalog.id}/${pages.length + 1}.svg`, `/media/catalog-pages/${catalog.id}/0.svg`, `/media/catalog-pages/999999999/1.svg`, `/media/catalog-pages/${catalog.id}/1.png`, `/media/catalog-pages/${catalog.id}/..%2F1.svg`]) {
      expect((await request(t.app).get(path)).status, path).toBe(404);
    }
  });
});
