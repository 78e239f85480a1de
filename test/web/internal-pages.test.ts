import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { HONEYPOT_FIELD } from '../../src/domain/form-fields';
import { readBuildInfo } from '../../src/web/build-info';
import { executableScripts, h1Of } from '../helpers/html';
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
    const xml = (await request(t.app).get('/sitemap.xml')).text;
    for (const [page] of PAGES) expect(xml).not.toContain(`<loc>http://localhost:3000${page}</loc>`);
  });
});

describe('internal test pages in debug mode', () => {
  it.each(PAGES)('%s renders, noindex and never cached, with no script', async (page, h1) => {
    const res = await request(t.app).get(`${page}${DEBUG}`);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe(h1);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-page-cache']).toBeUndefined();
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(executableScripts(res.text)).toEqual([]);
    // Shown once in debug mode, still hidden without it (nothing was cached).
    expect((await request(t.app).get(page)).status).toBe(404);
  });

  it('/test uses the blank layout: no header, navigation or footer', async () => {
    const res = await request(t.app).get(`/test${DEBUG}`);
    expect(res.text).toContain('<body class="layout-blank">');
    expect(res.text).not.toContain('site-header');
    expect(res.text).not.toContain('site-footer');
    const xt = await request(t.app).get(`/xt${DEBUG}`);
    expect(xt.text).toContain('<body class="layout-default">');
  });

  it('/xt shows what the server sees, and no cookie or secret', async () => {
    const res = await request(t.app).get(`/xt${DEBUG}&probe=1`).set('Cookie', 'mf=95; session=secret-cookie-value');
    expect(res.text).toContain('<dt>Market format (mf)</dt><dd>95</dd>');
    expect(res.text).toContain('<dt>Debug mode</dt><dd>on</dd>');
    expect(res.text).toContain('&quot;probe&quot;:&quot;1&quot;');
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
    expect(res.text).toContain(`<dt>Version</dt><dd>${build!.version}</dd>`);
    expect(res.text).toContain(`<dt>Build</dt><dd>${build!.buildId}</dd>`);
    expect(res.text).toContain(`<dt>Commit</dt><dd>${build!.commit}</dd>`);
  });

  it('/xtest renders refused addresses of the navigation rule as text', async () => {
    const res = await request(t.app).get(`/xtest${DEBUG}`);
    expect(res.text).not.toMatch(/href="\s*(?:javascript|data|vbscript|blob):/i);
    expect(res.text).not.toContain('href="https://evil.example');
    expect(res.text).toContain('<a href="/about">sample link</a>');
    expect(res.text).toContain('Navigating to an external URL is not allowed by default');
  });

  it('/rfi posts a request for information through POST /api/manufacturers/email-request', async () => {
    const page = await request(t.app).get(`/rfi${DEBUG}`);
    const form = /<form [^>]*>/.exec(page.text.slice(page.text.indexOf('<main')))![0];
    expect(form).toContain('action="/api/manufacturers/email-request"');
    expect(form).toContain('method="post"');
    expect(page.text).toContain(`name="${HONEYPOT_FIELD}"`);
    const coid = Number(/<option value="(\d{5})"/.exec(page.text)![1]);
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
