import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { executableScripts, h1Of } from '../helpers/html';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let counts: { alert: number; news: number };
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.db.many<{ kind: 'alert' | 'news'; n: number }>(sql`SELECT kind, count(*)::int AS n FROM alerts GROUP BY kind`);
  counts = { alert: rows.find((r) => r.kind === 'alert')?.n ?? 0, news: rows.find((r) => r.kind === 'news')?.n ?? 0 };
});
afterAll(() => t.close());

const titlesOf = (html: string) =>
  parseHtml(html)
    .all('h2[id^="alert-"], h3[id^="alert-"]')
    .map((h) => Number(h.id.slice('alert-'.length)));

async function newest(kind: 'alert' | 'news', limit: number, offset = 0) {
  return (await t.db.many<{ seq: number }>(sql`SELECT seq FROM alerts WHERE kind = ${kind} ORDER BY published_at DESC, seq DESC LIMIT ${limit} OFFSET ${offset}`)).map((r) => r.seq);
}

describe('the seeded alerts', () => {
  it('hold alerts and news, enough for two pages of one of them', () => {
    expect(counts.alert).toBeGreaterThan(5);
    expect(counts.news).toBeGreaterThan(20);
  });
});

describe('GET /api/{brand}-alerts', () => {
  it('answers alerts newest first, paged, with the company and a checked link', async () => {
    const res = await request(t.app).get('/api/specfind-alerts?size=5');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: counts.alert, page: 1, pageSize: 5, pageCount: Math.ceil(counts.alert / 5) });
    expect(res.body.items.map((i: { seq: number }) => i.seq)).toEqual(await newest('alert', 5));
    for (const item of res.body.items) {
      expect(item.kind).toBe('alert');
      if (item.company) expect(item.company.path).toBe(companyPath(item.company.name, item.company.coid));
      if (item.link) expect(item.link.href).toMatch(/^\/company\//);
    }
    const second = await request(t.app).get('/api/specfind-alerts?size=5&page=2');
    expect(second.body.items.map((i: { seq: number }) => i.seq)).toEqual(await newest('alert', 5, 5));
  });

  it('/news answers the news items', async () => {
    const res = await request(t.app).get('/api/specfind-alerts/news');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(counts.news);
    expect(res.body.items.map((i: { seq: number }) => i.seq)).toEqual(await newest('news', 20));
  });

  it.each(['?page=0', '?size=51', '?page=x'])('a bad %s is a 400', async (query) => {
    expect((await request(t.app).get(`/api/specfind-alerts${query}`)).status).toBe(400);
  });

  it('another brand prefix is not an API call', async () => {
    expect((await request(t.app).get('/api/otherbrand-alerts')).status).toBe(404);
  });
});

describe('brand pages', () => {
  it('/specfind-alert lists the alerts newest first, 20 a page, without script', async () => {
    const res = await request(t.app).get('/specfind-alert');
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe('Product alerts and recalls');
    expect(titlesOf(res.text)).toEqual(await newest('alert', 20));
    expect(res.text).toContain('href="/specfind-tect-news"');
    expect(executableScripts(res.text)).toEqual([]);
  });

  it('/specfind-tect-news pages through the news; past the last page or a bad page is a 404', async () => {
    const first = await request(t.app).get('/specfind-tect-news');
    expect(h1Of(first.text)).toBe('Manufacturer news for architects');
    expect(titlesOf(first.text)).toEqual(await newest('news', 20));
    expect(first.text).toContain('href="/specfind-tect-news?page=2"');
    const second = await request(t.app).get('/specfind-tect-news?page=2');
    expect(second.status).toBe(200);
    expect(second.text).toContain('<meta name="robots" content="noindex, follow">');
    expect(titlesOf(second.text)).toEqual(await newest('news', 20, 20));
    expect((await request(t.app).get(`/specfind-tect-news?page=${Math.ceil(counts.news / 20) + 1}`)).status).toBe(404);
    expect((await request(t.app).get('/specfind-tect-news?page=zero')).status).toBe(404);
  });

  it('/specfind-tect shows the five latest alerts and news and links to both lists', async () => {
    const res = await request(t.app).get('/specfind-tect');
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe('Alerts and news for architects');
    expect(titlesOf(res.text)).toEqual([...(await newest('alert', 5)), ...(await newest('news', 5))]);
    expect(res.text).toContain('href="/specfind-alert"');
    expect(res.text).toContain('href="/specfind-tect-news"');
  });

  it.each(['/otherbrand-alert', '/otherbrand-tect', '/otherbrand-tect-news', '/specfind-alerts', '/Specfind-alert'])('%s is a 404', async (path) => {
    expect((await request(t.app).get(path)).status).toBe(404);
  });

  it('are listed in the sitemap under the configured brand', async () => {
    const xml = (await request(t.app).get('/sitemap.xml')).text;
    for (const path of ['/specfind-alert', '/specfind-tect', '/specfind-tect-news', '/ces']) expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
  });
});

describe('links in alerts follow the navigation rule', () => {
  it('renders refused targets as text and allowed ones as links', async () => {
    const company = await t.db.one<{ coid: number; name: string; website: string }>(sql`SELECT coid, name, website FROM companies WHERE website LIKE 'https://%' ORDER BY coid LIMIT 1`);
    const rows = [
      ['Refused script link', 'javascript:alert(1)'],
      ['Refused outside link', 'https://evil.example/phish'],
      ['Own site link', `${company.website}/recall-notice`],
      ['Site path link', '/spec-info'],
    ];
    for (const [title, link] of rows) {
      await t.db.query(sql`INSERT INTO alerts (kind, coid, title, body, link_url, published_at) VALUES ('alert', ${company.coid}, ${title}, 'Test body', ${link}, now() + interval '1 day')`);
    }
    // A new address: the anonymous page cache still holds /specfind-alert from before these rows.
    const html = (await request(t.app).get('/specfind-alert?after=insert')).text;
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('evil.example');
    expect(html).toMatch(/<h2 id="alert-\d+"><span>Refused script link<\/span><\/h2>/);
    expect(html).toMatch(/<h2 id="alert-\d+"><span>Refused outside link<\/span><\/h2>/);
    expect(html).toContain(`<a href="${company.website}/recall-notice" rel="nofollow noopener noreferrer">Own site link</a>`);
    expect(html).toContain('<a href="/spec-info">Site path link</a>');
    const api = await request(t.app).get('/api/specfind-alerts?size=4');
    expect(api.body.items.map((i: { title: string; link: unknown }) => [i.title, i.link])).toEqual(
      expect.arrayContaining([['Refused script link', null], ['Refused outside link', null]]),
    );
    await t.db.query(sql`DELETE FROM alerts WHERE body = 'Test body'`);
  });
});

describe('/ces and GET /api/ces/companies', () => {
  it('lists every manufacturer with courses, by name, with its courses and credit hours', async () => {
    const expected = await t.db.many<{ coid: number; n: number; hours: number }>(sql`
      SELECT c.coid, count(*)::int AS n, sum(e.credit_hours)::float8 AS hours FROM ceus e JOIN companies c ON c.coid = e.coid GROUP BY c.coid, c.name ORDER BY c.name, c.coid`);
    expect(expected.length).toBeGreaterThan(1);
    const res = await request(t.app).get('/api/ces/companies');
    expect(res.status).toBe(200);
    expect(res.body.items.map((c: { coid: number; courseCount: number; creditHours: number }) => [c.coid, c.courseCount, c.creditHours])).toEqual(
      expected.map((e) => [e.coid, e.n, e.hours]),
    );
    const first = res.body.items[0];
    expect(first.courses).toHaveLength(first.courseCount);
    expect(first.courses[0]).toEqual({ seq: expect.any(Number), title: expect.any(String), creditHours: expect.any(Number), hsw: expect.any(Boolean), courseNumber: expect.any(String), providerNumber: expect.any(String) });

    const page = await request(t.app).get('/ces');
    expect(page.status).toBe(200);
    expect(h1Of(page.text)).toBe('Continuing education from manufacturers');
    for (const company of res.body.items) expect(page.text).toContain(`<a href="${company.path}">`);
    expect(executableScripts(page.text)).toEqual([]);
  });

  it('the old /ces.shtml redirects to /ces', async () => {
    const res = await request(t.app).get('/ces.shtml');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/ces');
  });
});

describe('another BRAND', () => {
  it('moves the pages and API calls to its prefix', async () => {
    const other = await createTestApp({ BRAND: 'acme' });
    try {
      expect((await request(other.app).get('/acme-alert')).status).toBe(200);
      expect((await request(other.app).get('/acme-tect')).text).toContain('href="/acme-tect-news"');
      expect((await request(other.app).get('/api/acme-alerts/news')).status).toBe(200);
      expect((await request(other.app).get('/specfind-alert')).status).toBe(404);
      expect((await request(other.app).get('/api/specfind-alerts')).status).toBe(404);
      const xml = (await request(other.app).get('/sitemap.xml')).text;
      expect(xml).toContain('<loc>http://localhost:3000/acme-tect</loc>');
      expect(xml).not.toContain('specfind-tect');
    } finally {
      await other.close();
    }
  });
});
