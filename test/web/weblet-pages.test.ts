import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { canonicalOf, expectNotFoundPage, pageGetter, robotsOf } from '../helpers/browse-pages';
import { h1Of } from '../helpers/html';
import { tagsOf, textsOf } from '../helpers/markup';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
/** The company and type with the most items, so the weblet has a second page. */
let big: { coid: number; name: string; contentType: string; n: number };
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  big = await t.db.one(sql`
    SELECT ci.coid, c.name, ci.content_type AS "contentType", count(*)::int AS n
    FROM content_items ci JOIN companies c USING (coid)
    WHERE ci.online AND ci.content_type IN ('cad', 'bim', 'spec', 'certificate', 'datasheet')
    GROUP BY ci.coid, c.name, ci.content_type ORDER BY n DESC, ci.coid LIMIT 1`);
  base = `${companyPath(big.name, big.coid)}/weblet/${big.contentType}`;
});
afterAll(() => t.close());

const get = pageGetter(() => t.app);
const FRAMABLE = /(^|; )frame-ancestors \*(;|$)/;

/** A response any site may frame: CSP frame-ancestors * and no X-Frame-Options. */
function expectFramable(res: request.Response) {
  expect(res.headers['content-security-policy']).toMatch(FRAMABLE);
  expect(res.headers['x-frame-options']).toBeUndefined();
}

/** A response only this site may frame. */
function expectUnframable(res: request.Response) {
  expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(res.headers['content-security-policy']).not.toMatch(FRAMABLE);
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
}

describe('/company/{id}/weblet/{contentType}/{formatting}', () => {
  it('lists the manufacturer’s items of the type in the weblet layout, first page by title', async () => {
    const res = await get(`${base}/list`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<body class="layout-weblet">');
    expect(res.text).not.toContain('class="site-header"');
    const expected = await t.db.many<{ id: number; title: string }>(sql`
      SELECT id, title FROM content_items WHERE coid = ${big.coid} AND content_type = ${big.contentType} AND online ORDER BY title, id LIMIT 20`);
    const links = tagsOf(res.text, 'a').filter((a) => a.class === 'weblet__link');
    expect(links.map((a) => Number(a.href.split('/').pop()))).toEqual(expected.map((e) => e.id));
    expect(textsOf(res.text, 'p').filter((p) => p.length > 20).length).toBeGreaterThan(0);
    expect(h1Of(res.text)).toContain(big.name);
    expect(robotsOf(res.text)).toBe('noindex, follow');
    expect(canonicalOf(res.text)).toBe(`http://localhost:3000${companyPath(big.name, big.coid)}/${big.contentType}`);
  });

  it('opens every link to our pages in a new tab, and pages inside the frame', async () => {
    const res = await get(`${base}/grid`);
    expect(big.n).toBeGreaterThan(20);
    const links = tagsOf(res.text, 'a');
    const paging = links.filter((a) => a.rel === 'next' || a.rel === 'prev');
    expect(paging).toEqual([{ href: `${base}/grid?page=2`, target: '_self', rel: 'next' }]);
    const out = links.filter((a) => !paging.includes(a));
    expect(out.length).toBeGreaterThan(20);
    for (const a of out) expect(a, a.href).toMatchObject({ target: '_blank', rel: 'noopener' });
    const second = await get(`${base}/grid?page=2`);
    expect(tagsOf(second.text, 'a').find((a) => a.rel === 'prev')).toEqual({ href: `${base}/grid`, target: '_self', rel: 'prev' });
  });

  it('has three named styles: list with descriptions, grid of cards, compact titles only', async () => {
    const list = await get(`${base}/list`);
    const grid = await get(`${base}/grid`);
    const compact = await get(`${base}/compact`);
    expect(list.text).toContain('class="weblet weblet--list"');
    expect(grid.text).toContain('class="weblet weblet--grid"');
    expect(compact.text).toContain('class="weblet weblet--compact"');
    expect(list.text).toContain('class="weblet__text"');
    expect(grid.text).not.toContain('class="weblet__text"');
    for (const hidden of ['class="weblet__text"', 'class="badge', 'class="weblet__download"']) expect(compact.text).not.toContain(hidden);
    expect(tagsOf(compact.text, 'a').filter((a) => a.class === 'weblet__link')).toHaveLength(20);
  });

  it('may be framed by any site, from the renderer and from the HTML cache alike', async () => {
    const first = await request(t.app).get(`${base}/compact`);
    expectFramable(first);
    const again = await request(t.app).get(`${base}/compact`);
    expect(again.headers['x-page-cache']).toBe('hit');
    expectFramable(again);
  });

  it('is a 404 for other styles, unknown types or companies, and pages past the end; the 404 refuses framing', async () => {
    for (const path of [`${base}/table`, `${base}/LIST`, `${companyPath(big.name, big.coid)}/weblet/warp/list`, '/company/99999/weblet/cad/list', `${base}/list?page=99`]) {
      await expectNotFoundPage(get, path);
      expectUnframable(await request(t.app).get(path));
    }
  });

  it('redirects another spelling of the company to the canonical path', async () => {
    const res = await request(t.app).get(`/company/${big.coid}/weblet/${big.contentType}/list?page=2`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${base}/list?page=2`);
  });
});

describe('every other page refuses to be framed by other sites', () => {
  it('home, company, content list, catalog viewer, AMP and API answers keep frame-ancestors self', async () => {
    const catalog = await t.db.maybeOne<{ id: number }>(sql`SELECT id FROM content_items WHERE content_type = 'catalog' AND online AND coid = ${big.coid} ORDER BY id LIMIT 1`);
    const company = companyPath(big.name, big.coid);
    const paths = ['/', company, `${company}/${big.contentType}`, '/amp', '/api/content-types', ...(catalog ? [`${company}/catalog-viewer/${catalog.id}/1`] : [])];
    for (const path of paths) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBeLessThan(400);
      expectUnframable(res);
      // Cached copies too.
      if (!path.startsWith('/api')) expectUnframable(await request(t.app).get(path));
    }
  });
});
