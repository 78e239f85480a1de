import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { CONTENT_TYPES } from '../../src/domain/content-types';
import { canonicalOf, expectNotFoundPage, hrefs, pageGetter } from '../helpers/browse-pages';
import { executableScripts, h1Of } from '../helpers/html';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = pageGetter(() => t.app);
/** The data cells' text of the table row headed `heading`. */
const rowCells = (html: string, heading: string) => {
  const row = parseHtml(html)
    .all('tr')
    .find((tr) => tr.querySelector('th[scope="row"]')?.textContent === heading);
  return row ? [...row.querySelectorAll('td')].map((td) => td.textContent ?? '') : [];
};

describe('/content-type/{contentType}/util', () => {
  it('shows the formats of the type with their counts, how to use the items, and the divisions with counts', async () => {
    // Sizes are known for files the catalog stores (the test catalog writes none): give two of them sizes.
    await t.writeCatalog(sql`UPDATE content_items SET file_size = 10240 WHERE id IN (
      SELECT id FROM content_items WHERE content_type = 'cad' AND online AND file_format = 'dxf' ORDER BY id LIMIT 2)`);
    const res = await get('/content-type/cad/util');
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe('CAD drawings: formats and use');
    expect(canonicalOf(res.text)).toBe('http://localhost:3000/content-type/cad/util');
    const { n } = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM content_items WHERE content_type = 'cad' AND online AND file_format = 'dxf'`);
    expect(n).toBeGreaterThan(0);
    const dxf = rowCells(res.text, 'DXF (Drawing Exchange Format)');
    expect(dxf.join(' ')).toContain('AutoCAD');
    expect(dxf).toContain(String(n));
    expect(dxf.at(-1)).toBe('10 KB');
    expect(res.text).toContain('insert it into your drawing set');

    const divisions = await t.db.many<{ division: string }>(sql`SELECT DISTINCT division FROM content_facets WHERE content_type = 'cad' ORDER BY 1`);
    const links = hrefs(res.text);
    for (const d of divisions) expect(links).toContain(`/content-type/cad/${d.division}`);
    expect(links).toEqual(expect.arrayContaining(['/content-type/cad', '/products/cad', '/amp/content-type/cad']));
    expect(executableScripts(res.text).filter((s) => !s.includes('search-box') && !s.includes('build-check'))).toEqual([]);
  });

  it('says when the items of a type have no file to download', async () => {
    const res = await get('/content-type/product/util');
    expect(res.status).toBe(200);
    expect(res.text).toContain('These products have no file to download');
  });

  it.each(CONTENT_TYPES)('renders for %s', async (type) => {
    expect((await get(`/content-type/${type}/util`)).status).toBe(200);
  });

  it.each(['spec', 'sw'])('every link on the %s page leads to a page', async (type) => {
    const links = hrefs((await get(`/content-type/${type}/util`)).text).filter((h) => h.startsWith('/'));
    expect(links).toContain(type === 'spec' ? '/spec-info' : '/specwizard');
    for (const link of new Set(links)) expect((await get(link)).status, link).toBe(200);
  });

  it('is linked from the content type page and listed in the sitemap', async () => {
    expect(hrefs((await get('/content-type/bim')).text)).toContain('/content-type/bim/util');
    const xml = (await request(t.app).get('/sitemap.xml')).text;
    expect(xml).toContain('/content-type/bim/util</loc>');
  });

  it('is a 404 for an unknown content type; divisions still answer below it', async () => {
    await expectNotFoundPage(get, '/content-type/warpdrive/util');
    expect((await get('/content-type/cad/08')).status).toBe(200);
    await expectNotFoundPage(get, '/content-type/cad/util/081113');
  });
});
