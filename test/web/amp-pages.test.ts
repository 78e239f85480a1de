import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { AMP_BOILERPLATE, AMP_RUNTIME, ampViolations, customCss } from '../helpers/amp-rules';
import { canonicalOf, expectNotFoundPage, hrefs, pageGetter } from '../helpers/browse-pages';
import { executableScripts, GOOGLEBOT, h1Of } from '../helpers/html';
import { textsOf } from '../helpers/markup';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = pageGetter(() => t.app);
const amphtmlOf = (html: string) => parseHtml(html).attr('link[rel="amphtml"]', 'href');

describe('the AMP rules checker', () => {
  it('catches what breaks the rules (so the page tests below can fail)', () => {
    const good = `<!DOCTYPE html>\n<html ⚡ lang="en"><head>\n<meta charset="utf-8">${AMP_RUNTIME}<meta name="viewport" content="width=device-width"><style amp-custom>a{}</style><link rel="canonical" href="/">${AMP_BOILERPLATE}</head><body><amp-img src="/a.svg" width="1" height="1" alt=""></amp-img></body></html>`;
    expect(ampViolations(good)).toEqual([]);
    expect(ampViolations(good.replace('<body>', '<body><script src="/x.js"></script>'))).toHaveLength(1);
    expect(ampViolations(good.replace('a{}', `a{color:red}${' '.repeat(75_000)}`))).toEqual(['custom CSS of 75 KB or more']);
    expect(ampViolations(good.replace('<amp-img src="/a.svg" width="1" height="1" alt=""></amp-img>', '<img src="/a.svg" alt="">'))).toEqual(['<img> in the body']);
    expect(ampViolations(good.replace(' height="1"', ''))).toHaveLength(1);
    expect(ampViolations(good.replace('<noscript>', ''))).toEqual(['no AMP boilerplate with its noscript']);
    expect(ampViolations(good.replace('⚡', 'x'))).toHaveLength(1);
  });
});

describe('/amp', () => {
  it('keeps the AMP HTML rules', async () => {
    const res = await get('/amp');
    expect(res.status).toBe(200);
    expect(ampViolations(res.text)).toEqual([]);
    expect(Buffer.byteLength(customCss(res.text))).toBeGreaterThan(500);
    expect(res.text).toMatch(/<amp-img src="\/favicon.svg" width="28" height="28" alt=""><\/amp-img>/);
  });

  it('shows the home page’s newest items and the divisions, and points back to the home page', async () => {
    const res = await get('/amp');
    expect(canonicalOf(res.text)).toBe('http://localhost:3000/');
    const newest = await t.db.many<{ title: string }>(sql`
      SELECT title FROM content_items WHERE online AND content_type <> 'product' ORDER BY published_at DESC, id DESC LIMIT 10`);
    expect(textsOf(res.text, 'h3')).toEqual(newest.map((n) => n.title));
    const divisions = await t.db.many<{ division: string }>(sql`SELECT division FROM csi_divisions WHERE mf = '04' ORDER BY division`);
    expect(hrefs(res.text).filter((h) => /^\/content-type\/product\/\d\d$/.test(h))).toEqual(divisions.map((d) => `/content-type/product/${d.division}`));
    expect(hrefs(res.text)).toContain('/amp/content-type/cad');
  });

  it('sends a policy that lets the AMP runtime and inline styles run, on AMP pages only', async () => {
    const amp = await request(t.app).get('/amp');
    expect(amp.headers['content-security-policy']).toContain("script-src 'self' https://cdn.ampproject.org");
    expect(amp.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    const home = await request(t.app).get('/');
    expect(home.headers['content-security-policy']).not.toContain('cdn.ampproject.org');
    expect(home.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(home.text).not.toContain('cdn.ampproject.org');
    // Served again from the HTML cache, the AMP page keeps its own policy.
    const cached = await request(t.app).get('/amp');
    expect(cached.headers['x-page-cache']).toBe('hit');
    expect(cached.headers['content-security-policy']).toBe(amp.headers['content-security-policy']);
  });

  it('renders the same rules for crawlers', async () => {
    const res = await get('/amp?bot=1', GOOGLEBOT);
    expect(ampViolations(res.text)).toEqual([]);
  });
});

describe('/amp/content-type/{contentType}', () => {
  it('keeps the AMP rules and lists the newest items of the type and its divisions with counts', async () => {
    const res = await get('/amp/content-type/cad');
    expect(res.status).toBe(200);
    expect(ampViolations(res.text)).toEqual([]);
    expect(h1Of(res.text)).toBe('CAD drawings');
    expect(canonicalOf(res.text)).toBe('http://localhost:3000/content-type/cad');
    const newest = await t.db.many<{ id: number }>(sql`
      SELECT id FROM content_items WHERE online AND content_type = 'cad' ORDER BY published_at DESC, id DESC LIMIT 10`);
    const itemLinks = hrefs(res.text).filter((h) => /^\/company\/[^/]+\/cad\/\d+$/.test(h));
    expect(itemLinks.map((h) => Number(h.split('/').pop()))).toEqual(newest.map((n) => n.id));
    const divisions = await t.db.many<{ division: string }>(sql`SELECT DISTINCT division FROM content_facets WHERE content_type = 'cad' AND mf = '04' ORDER BY division`);
    expect(hrefs(res.text).filter((h) => /^\/content-type\/cad\/\d\d$/.test(h))).toEqual(divisions.map((d) => `/content-type/cad/${d.division}`));
  });

  it('is a 404 for an unknown content type', async () => {
    await expectNotFoundPage(get, '/amp/content-type/warp');
    await expectNotFoundPage(get, '/amp/content-type/cad/08');
  });
});

describe('links from the canonical pages', () => {
  it('the home page and the content-type pages name their AMP versions', async () => {
    expect(amphtmlOf((await get('/')).text)).toBe('http://localhost:3000/amp');
    expect(amphtmlOf((await get('/content-type/bim')).text)).toBe('http://localhost:3000/amp/content-type/bim');
    // Pages without an AMP version say nothing.
    expect(amphtmlOf((await get('/content-type/bim/08')).text)).toBeUndefined();
    expect(amphtmlOf((await get('/manufacturers/all')).text)).toBeUndefined();
  });

  it('AMP pages carry no script but the AMP runtime', async () => {
    const res = await get('/amp');
    expect(executableScripts(res.text)).toEqual(['https://cdn.ampproject.org/v0.js']);
  });
});
