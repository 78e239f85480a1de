import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { ROUTES } from '../../src/web/routes';
import { catalogFacts } from '../helpers/catalog-facts';
import { executableScripts, h1Of, titleOf } from '../helpers/html';
import { parseHtml, sitemapLocs } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let facts: Awaited<ReturnType<typeof catalogFacts>>;

beforeAll(async () => {
  t = await createTestApp();
  facts = await catalogFacts(t.db);
});
afterAll(() => t.close());

describe('every example path of the route table', () => {
  const rows = ROUTES.flatMap((r) => (r.examples ?? []).map((path) => ({ path, searchIsland: !!r.searchIsland, amp: r.layout === 'amp' })));

  it.each(rows)('$path renders with a title, a description and a canonical link', async ({ path, searchIsland, amp }) => {
    const res = await request(t.app).get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(titleOf(res.text)).toMatch(/SpecFind/);
    const page = parseHtml(res.text);
    expect(page.attr('meta[name="description"]', 'content')?.length).toBeGreaterThanOrEqual(20);
    expect(page.canonical).toMatch(/^http:\/\/localhost:3000\//);
    expect(h1Of(res.text).length).toBeGreaterThan(2);
    // Only pages with the search island ship JavaScript of ours (AMP pages load the AMP runtime, test/web/amp-pages.test.ts).
    const ours = executableScripts(res.text).filter((tag) => !(amp && tag === 'https://cdn.ampproject.org/v0.js'));
    expect(ours.length > 0).toBe(searchIsland);
  });
});

describe('home page', () => {
  it('shows featured products, what is new and the division links, with the search island', async () => {
    const res = await request(t.app).get('/');
    const home = parseHtml(res.text);
    expect(home.texts('h2')).toEqual(expect.arrayContaining(['Featured products', 'What’s new']));
    expect(home.links).toContain('/content-type/product/08');
    expect(home.has('[data-island="search-box"]')).toBe(true);
    expect(home.attrs('script[type="module"]', 'src')).toContainEqual(expect.stringMatching(/^\/assets\/search-box-[\w-]+\.js$/));
  });

  it('is served from the HTML cache the second time', async () => {
    const first = await request(t.app).get('/');
    const second = await request(t.app).get('/');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(second.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('company page', () => {
  it('shows the profile, content types, product tree and CSI sections', async () => {
    const res = await request(t.app).get(facts.company.path);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe(facts.company.name);
    expect(res.text).toContain('Downloads and documents');
    expect(parseHtml(res.text).has('.product-tree')).toBe(true);
    expect(res.text).toContain('CSI sections');
    expect(res.text).toContain('"@type":"Organization"');
    expect(executableScripts(res.text)).toEqual([]);
  });

  it('redirects an id alone, or a wrong slug, to the canonical slug URL', async () => {
    for (const path of [`/company/${facts.company.coid}`, `/company/wrong-name-${facts.company.coid}`]) {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(facts.company.path);
    }
  });

  it('is a 404 for an unknown or malformed identifier', async () => {
    expect((await request(t.app).get('/company/99998')).status).toBe(404);
    expect((await request(t.app).get('/company/not-a-company')).status).toBe(404);
    expect((await request(t.app).get('/company/1234')).status).toBe(404);
  });

  it('lists one content type and shows one item', async () => {
    const list = await request(t.app).get(`${facts.item.path.replace(/\/\d+$/, '')}`);
    expect(list.status).toBe(200);
    expect(parseHtml(list.text).texts('.content-card__title')).toContain(facts.item.title);
    const item = await request(t.app).get(facts.item.path);
    expect(item.status).toBe(200);
    expect(h1Of(item.text)).toBe(facts.item.title);
  });
});

describe('product pages', () => {
  it('shows the product and its documents, and filters by content type', async () => {
    const res = await request(t.app).get(`/product/${facts.product.seq}`);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe(`${facts.product.name} (${facts.product.tradename})`);
    expect(res.text).toContain('"@type":"Product"');
    const cad = await request(t.app).get(`/product/${facts.product.seq}/cad`);
    expect(cad.status).toBe(200);
    const badges = parseHtml(cad.text).attrs('.content-list .badge', 'class');
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set(['badge badge--cad']));
  });

  it('is a 404 for unknown products and unknown content types', async () => {
    expect((await request(t.app).get('/product/987654')).status).toBe(404);
    expect((await request(t.app).get(`/product/${facts.product.seq}/nonsense`)).status).toBe(404);
    expect((await request(t.app).get('/product/abc')).status).toBe(404);
  });
});

describe('browsing', () => {
  it('walks content type → division → section', async () => {
    const { contentType, division, slug } = facts.section;
    const top = await request(t.app).get(`/content-type/${contentType}`);
    expect(parseHtml(top.text).links).toContain(`/content-type/${contentType}/${division}`);
    const div = await request(t.app).get(`/content-type/${contentType}/${division}`);
    expect(parseHtml(div.text).links).toContain(`/content-type/${contentType}/${division}/${slug}`);
    const sec = await request(t.app).get(`/content-type/${contentType}/${division}/${slug}`);
    expect(sec.status).toBe(200);
    const badges = parseHtml(sec.text).attrs('.content-list .badge', 'class');
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set([`badge badge--${contentType}`]));
  });

  it('rejects unknown divisions, sections and bad page numbers', async () => {
    expect((await request(t.app).get('/content-type/cad/99')).status).toBe(404);
    expect((await request(t.app).get('/content-type/cad/08/091113')).status).toBe(404);
    expect((await request(t.app).get('/content-type/spaceships')).status).toBe(404);
    // A page number that is not one names no page: 404, like a page past the last.
    expect((await request(t.app).get(`/products/cad?page=zero`)).status).toBe(404);
  });

  it('lists products by CSI section and manufacturers by category', async () => {
    const csi = await request(t.app).get(`/products/by-csi/${facts.section.slug}`);
    expect(csi.status).toBe(200);
    const listed = await t.db.many<{ seq: number }>(sql`
      SELECT seq FROM products WHERE section = ${facts.section.section} AND online AND NOT heading ORDER BY seq`);
    const linked = parseHtml(csi.text).attrs('main a[href^="/product/"]', 'href');
    expect(linked.length).toBeGreaterThan(0);
    for (const href of linked) expect(listed.map((p) => `/product/${p.seq}`)).toContain(href);
    const all = await request(t.app).get('/manufacturers/all');
    expect(parseHtml(all.text).links).toContain('/manufacturers/openings');
    const byNumber = await request(t.app).get('/manufacturers/08');
    expect(byNumber.status).toBe(301);
    expect(byNumber.headers.location).toBe('/manufacturers/openings');
  });
});

describe('sitemap', () => {
  it('lists fixed routes and catalog pages, never signed-in or search pages', async () => {
    const res = await request(t.app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = sitemapLocs(res.text);
    expect(locs).toEqual(
      expect.arrayContaining([`http://localhost:3000${facts.company.path}`, `http://localhost:3000/product/${facts.product.seq}`, 'http://localhost:3000/']),
    );
    expect(res.text).not.toContain('/search/');
    expect(res.text).not.toContain('/account');
  });

  it('becomes an index of parts past the per-file limit', async () => {
    const { createSitemapRouter } = await import('../../src/web/sitemap');
    const express = (await import('express')).default;
    const app = express().use(createSitemapRouter(t.db, ROUTES, 'http://localhost:3000', 100));
    const index = await request(app).get('/sitemap.xml');
    expect(index.text).toContain('<sitemapindex');
    expect(sitemapLocs(index.text)).toContain('http://localhost:3000/sitemap-2.xml');
    const part = await request(app).get('/sitemap-2.xml');
    expect(part.text).toContain('<urlset ');
    expect(sitemapLocs(part.text)).toHaveLength(100);
    expect((await request(app).get('/sitemap-9999.xml')).status).toBe(404);
  });
});

describe('robots.txt', () => {
  it('points at the sitemap with an absolute URL and keeps crawlers out of the API', async () => {
    const res = await request(t.app).get('/robots.txt');
    expect(res.text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(res.text).toContain('Disallow: /api/');
  });
});

describe('signed-in visitors', () => {
  it('get pages that are never cached, and a revoked token is not a session', async () => {
    const { createTestUser } = await import('../helpers/users');
    const u = await createTestUser(t.db);
    const res = await request(t.app).get('/').set('Cookie', u.cookie);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-page-cache']).toBeUndefined();
    await t.db.query((await import('../../src/db/sql')).sql`UPDATE auth_tokens SET used_at = now() WHERE user_seq = ${u.user.seq}`);
    const after = await request(t.app).get('/').set('Cookie', u.cookie);
    expect(after.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('early cache answers', () => {
  it('serve anonymous hits before the session middleware, but never to a request with a session cookie', async () => {
    const { createTestUser } = await import('../helpers/users');
    await request(t.app).get('/content-type/bim');
    const hit = await request(t.app).get('/content-type/bim');
    expect(hit.headers['x-page-cache']).toBe('hit');
    const u = await createTestUser(t.db);
    const signedIn = await request(t.app).get('/content-type/bim').set('Cookie', u.cookie);
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
    expect(signedIn.text).toContain('Sign out');
    const debug = await request(t.app).get('/content-type/bim?debug=debug_on');
    expect(debug.text).toContain('<!-- debug:');
  });
});
