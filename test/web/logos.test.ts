import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { monogramSvg } from '../../src/domain/company-logo';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let dataDir: string;
let company: { coid: number; name: string };
let other: { coid: number; name: string };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'logos-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  [company, other] = await t.db.many<{ coid: number; name: string }>(sql`SELECT coid, name FROM companies ORDER BY coid LIMIT 2`);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('/logos', () => {
  it('serves the generated mark of a company without an uploaded logo', async () => {
    const res = await request(t.app).get(`/logos/${company.coid}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.text ?? res.body.toString()).toBe(monogramSvg(company.name));
    const again = await request(t.app).get(`/logos/${company.coid}`).set('If-None-Match', res.headers.etag);
    expect(again.status).toBe(304);
  });

  it('serves an uploaded PNG or SVG from DATA_DIR/media/logos instead', async () => {
    const dir = path.join(dataDir, 'media', 'logos');
    mkdirSync(dir, { recursive: true });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    writeFileSync(path.join(dir, `${company.coid}.png`), png);
    writeFileSync(path.join(dir, `${other.coid}.svg`), '<svg xmlns="http://www.w3.org/2000/svg"><title>uploaded</title></svg>');
    const a = await request(t.app).get(`/logos/${company.coid}`).buffer(true);
    expect(a.headers['content-type']).toBe('image/png');
    const b = await request(t.app).get(`/logos/${other.coid}`);
    expect(b.text ?? b.body.toString()).toContain('uploaded');
  });

  it('an uploaded SVG is never served by the static media handler, only by /logos under the image CSP', async () => {
    const dir = path.join(dataDir, 'media', 'logos');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${other.coid}.svg`), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    writeFileSync(path.join(dataDir, 'media', 'page.html'), '<script>alert(1)</script>');
    writeFileSync(path.join(dataDir, 'media', 'photo.jpg'), Buffer.from('ffd8ffe000104a464946', 'hex'));
    const c = other.coid;
    for (const url of [`/media/logos/${c}.svg`, `/media/logos/${c}.SVG`, `/media/logos/${c}%2Esvg`, `/media/logos/${c}.%73vg`, `/media/logos%2F${c}.svg`, `/media/logos/${c}.svg/`, '/media/page.html']) {
      const res = await request(t.app).get(url);
      expect(res.status, url).toBe(404);
      expect(res.text, url).not.toContain('alert(1)');
    }
    expect((await request(t.app).get('/media/photo.jpg')).status).toBe(200);
    const logo = await request(t.app).get(`/logos/${c}`);
    expect(logo.status).toBe(200);
    expect(logo.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  });

  it('is a 404 for unknown companies and malformed ids', async () => {
    for (const url of ['/logos/99999', '/logos/abc', '/logos/0', '/logos/1.svg', '/logos/99999999999']) {
      expect((await request(t.app).get(url)).status, url).toBe(404);
    }
  });

  it('shows on the company page and on the manufacturer lists, sized and lazy below the fold', async () => {
    const page = await request(t.app).get(companyPath(company.name, company.coid));
    expect(page.status).toBe(200);
    const headerLogos = parseHtml(page.text).attributesOf('img.company-header__logo');
    expect(headerLogos).toHaveLength(1);
    expect(headerLogos[0]).toMatchObject({ class: 'company-logo company-header__logo', src: `/logos/${company.coid}`, alt: expect.stringMatching(/\S logo$/), width: '96', height: '96' });
    const index = parseHtml((await request(t.app).get('/manufacturers/all')).text);
    const links = index.all('a[href^="/manufacturers/"]:has(span.count)').map((a) => ({ href: a.getAttribute('href')!, count: Number(a.querySelector('span.count')!.textContent) }));
    const busiest = links.sort((a, b) => b.count - a.count)[0];
    const list = await request(t.app).get(busiest.href);
    expect(list.status).toBe(200);
    const logos = parseHtml(list.text).attributesOf('img.company-logo');
    expect(logos.length).toBeGreaterThan(0);
    for (const logo of logos) expect(logo).toMatchObject({ src: expect.stringMatching(/^\/logos\/\d+$/), alt: '', width: '40', height: '40' });
    expect(logos.slice(0, 4).every((logo) => logo.loading === undefined)).toBe(true);
    expect(logos.slice(4).every((logo) => logo.loading === 'lazy')).toBe(true);
  });
});
