import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { HONEYPOT_FIELD } from '../../src/domain/form-fields';
import { readBuildInfo } from '../../src/web/build-info';
import { executableScripts, h1Of } from '../helpers/html';
import { parseHtml, sitemapLocs } from '../helpers/parsed-html';
import { ROOT } from '../helpers/paths';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { SAME_ORIGIN } from '../helpers/users';

const PAGES = [
  ['/xt', 'Request check'],
  ['/test', 'Blank layout test'],
  ['/xtest', 'Component test page'],
  ['/xdver', 'Build version'],
  ['/rfi', 'Request for information test'],
] as const;
const DEBUG = '?debug=debug_on';

/** The facts an internal page lists (`<dt>` name → `<dd>` value). */
const factsOf = (html: string) =>
  Object.fromEntries(parseHtml(html).all('dl.internal-facts dt').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('internal test pages without debug mode', () => {
  it.each(PAGES)('%s is the plain 404 page', async (page) => {
    const res = await request(t.app).get(page);
    expect(res.status).toBe(404);
    expect(res.text).toContain(`Page Not Found: ${page}`);
  });

  it.each(PAGES)('%s with another debug value is a 404 too', async (page) => {
    expect((await request(t.app).get(`${page}?debug=on`)).status).toBe(404);
  });

  it('are not in the sitemap', async () => {
    const locs = sitemapLocs((await request(t.app).get('/sitemap.xml')).text);
    expect(locs).toContain('http://localhost:3000/');
    for (const [page] of PAGES) expect(locs).not.toContain(`http://localhost:3000${page}`);
  });
});

describe('internal test pages in debug mode', () => {
  it.each(PAGES)('%s renders, noindex and never cached, with no script', async (page, h1) => {
    const res = await request(t.app).get(`${page}${DEBUG}`);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe(h1);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-page-cache']).toBeUndefined();
    expect(parseHtml(res.text).robots).toBe('noindex, nofollow');
    expect(executableScripts(res.text)).toEqual([]);
    // Shown once in debug mode, still hidden without it (nothing was cached).
    expect((await request(t.app).get(page)).status).toBe(404);
  });

  it('/test uses the blank layout: no header, navigation or footer', async () => {
    const res = await request(t.app).get(`/test${DEBUG}`);
    const blank = parseHtml(res.text);
    expect(blank.attr('body', 'class')).toBe('layout-blank');
    expect(blank.has('.site-header')).toBe(false);
    expect(blank.has('.site-footer')).toBe(false);
    expect(blank.has('nav')).toBe(false);
    const xt = parseHtml((await request(t.app).get(`/xt${DEBUG}`)).text);
    expect(xt.attr('body', 'class')).toBe('layout-default');
    expect(xt.has('.site-header')).toBe(true);
  });

  it('/xt shows what the server sees, and no cookie or secret', async () => {
    const res = await request(t.app).get(`/xt${DEBUG}&probe=1`).set('Cookie', 'mf=95; session=secret-cookie-value');
    const facts = factsOf(res.text);
    expect(facts['Market format (mf)']).toBe('95');
    expect(facts['Debug mode']).toBe('on');
    expect(JSON.parse(facts.Query!)).toMatchObject({ probe: '1' });
    expect(res.text).not.toContain('secret-cookie-value');
    expect(res.text).not.toContain('test-secret-test-secret');
  });

  it('/xdver shows the version, build and commit written by the build', async () => {
    const res = await request(t.app).get(`/xdver${DEBUG}`);
    const build = readBuildInfo(path.join(ROOT, 'dist', 'public'));
    expect(build).not.toBeNull();
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(build!.version).toBe(pkg.version);
    expect(build!.buildId).toMatch(/^[0-9a-f]{12}$/);
    expect(build!.commit).toBe(execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT }).toString().trim());
    expect(factsOf(res.text)).toMatchObject({ Version: build!.version, Build: build!.buildId, Commit: build!.commit });
  });

  it('/xtest renders refused addresses of the navigation rule as text', async () => {
    const res = await request(t.app).get(`/xtest${DEBUG}`);
    const page = parseHtml(res.text);
    const sampleLinks = page.all('#xtest-nav ~ table a').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(sampleLinks).toContainEqual(['sample link', '/about']);
    for (const href of page.links) expect(href.trim()).not.toMatch(/^(?:javascript|data|vbscript|blob):|^(?:https?:)?\/\/evil\.example/i);
    expect(res.text).toContain('Navigating to an external URL is not allowed by default');
  });

  it('/rfi posts a request for information through POST /api/manufacturers/email-request', async () => {
    const page = await request(t.app).get(`/rfi${DEBUG}`);
    const form = parseHtml(page.text).one('main form');
    expect(form.getAttribute('action')).toBe('/api/manufacturers/email-request');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.querySelector(`[name="${HONEYPOT_FIELD}"]`)).not.toBeNull();
    const coid = Number(form.querySelector('select[name="coid"] option')?.getAttribute('value'));
    expect(coid).toBeGreaterThan(0);
    const company = await t.db.one<{ email: string }>(sql`SELECT email FROM companies WHERE coid = ${coid}`);

    // What the browser sends for the form: urlencoded, every field, the honeypot empty.
    const res = await request(t.app)
      .post('/api/manufacturers/email-request')
      .set(SAME_ORIGIN)
      .type('form')
      .send({ coid: String(coid), name: 'Test Architect', email: 'rfi-test@studio.example', phone: '', message: 'Please send the installation guide.', [HONEYPOT_FIELD]: '' });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ received: true });
    const stored = await t.db.many(sql`SELECT coid, kind FROM content_requests WHERE email = 'rfi-test@studio.example'`);
    expect(stored).toEqual([{ coid, kind: 'rfi' }]);
    expect(await t.db.many(sql`SELECT 1 FROM outbox WHERE to_address = ${company.email} AND body LIKE '%installation guide%'`)).toHaveLength(1);
  });
});

describe('in development', () => {
  it('the internal pages show without the debug flag', async () => {
    const dev = await createTestApp({ NODE_ENV: 'development', SESSION_SECRET: 'x'.repeat(40) });
    try {
      for (const [page] of PAGES) expect((await request(dev.app).get(page)).status, page).toBe(200);
    } finally {
      await dev.close();
    }
  });
});
