import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPath } from '../../src/domain/company-id';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
type Co = { coid: number; name: string; webabrv: string; isClient: boolean };
let client: Co;
let nonClient: Co;
let variant: { id: number; coid: number; name: string; contentType: string; productSeq: number; siblings: number[] };
const bodies: string[] = [];

/** GET that keeps every answer for the report-password check at the end. */
async function get(path: string) {
  const res = await request(t.app).get(path);
  bodies.push(res.text);
  return res;
}

beforeAll(async () => {
  t = await createTestApp();
  const companies = await t.db.many<Co>(sql`
    SELECT c.coid, c.name, c.webabrv, c.is_client AS "isClient" FROM companies c
    WHERE EXISTS (SELECT 1 FROM custom_html h WHERE h.coid = c.coid) OR NOT c.is_client ORDER BY c.is_client DESC, c.coid`);
  [client, nonClient] = [companies[0], companies[companies.length - 1]];
  expect(client.isClient && !nonClient.isClient).toBe(true);
  variant = await t.db.one(sql`
    SELECT min(ci.id)::int AS id, ci.coid, c.name, ci.content_type AS "contentType", ci.product_seq AS "productSeq",
           array_agg(ci.id ORDER BY ci.id) AS siblings
    FROM content_items ci JOIN companies c USING (coid)
    WHERE ci.online AND ci.product_seq IS NOT NULL AND ci.content_type = 'cad'
    GROUP BY ci.coid, c.name, ci.content_type, ci.product_seq HAVING count(*) > 1 ORDER BY 1 LIMIT 1`);
});
afterAll(() => t.close());

describe('GET /api/manufacturers/...', () => {
  it('es/{coid} and es/webabrv/{abbr} answer the same public company', async () => {
    const byCoid = await get(`/api/manufacturers/es/${client.coid}`);
    const byAbbr = await get(`/api/manufacturers/es/webabrv/${client.webabrv.toUpperCase()}`);
    expect(byCoid.status).toBe(200);
    expect(byAbbr.body).toEqual(byCoid.body);
    expect(byCoid.body).toMatchObject({ coid: client.coid, name: client.name, companySlug: companyPath(client.name, client.coid).slice(9) });
    expect((await get('/api/manufacturers/es/10001')).status).toBe(404);
    expect((await get('/api/manufacturers/es/webabrv/nosuchco')).status).toBe(404);
    expect((await get('/api/manufacturers/es/123')).body.error.fields).toHaveProperty('coid');
  });

  it('{coid}/urls gives the page path and only plain http(s) outside links', async () => {
    await t.db.query(sql`UPDATE companies SET urls = urls || '{"evil":"javascript:alert(1)","ftp":"ftp://x.example"}'::jsonb WHERE coid = ${nonClient.coid}`);
    const res = await get(`/api/manufacturers/${nonClient.coid}/urls`);
    expect(res.status).toBe(200);
    expect(res.body.path).toBe(companyPath(nonClient.name, nonClient.coid));
    expect(res.body.website).toMatch(/^https:\/\//);
    expect(Object.keys(res.body.urls)).not.toContain('evil');
    expect(Object.values(res.body.urls).every((u) => /^https?:\/\//.test(u as string))).toBe(true);
    expect((await get('/api/manufacturers/99999/urls')).status).toBe(404);
    expect((await get('/api/manufacturers/abc/urls')).status).toBe(400);
  });

  it('slug/{coid}/{type}[/{id}[/variations]] answers canonical paths; debug explains them', async () => {
    const base = `${companyPath(variant.name, variant.coid)}/cad`;
    expect((await get(`/api/manufacturers/slug/${variant.coid}/cad`)).body).toEqual({ path: base });
    expect((await get(`/api/manufacturers/slug/${variant.coid}/cad/${variant.id}`)).body).toEqual({ path: `${base}/${variant.id}` });
    const variations = await get(`/api/manufacturers/slug/${variant.coid}/cad/${variant.id}/variations?debug=1`);
    expect(variations.body.path).toBe(`${base}/${variant.id}/variations`);
    expect(variations.body.debug).toMatchObject({ coid: variant.coid, contentId: variant.id, productSeq: variant.productSeq });
    const others = variant.siblings.filter((id) => id !== variant.id);
    expect(others.length).toBeGreaterThan(0);
    expect([...variations.body.debug.variationIds].sort()).toEqual(others.sort());
    expect(variations.body.debug.variationIds).not.toContain(variant.id);
    expect((await get(`/api/manufacturers/slug/${variant.coid}/cad?debug=0`)).body.debug).toBeUndefined();
  });

  it('slug: unknown company, another company’s item or another type is a 404; bad input a 400', async () => {
    expect((await get(`/api/manufacturers/slug/99999/cad`)).status).toBe(404);
    expect((await get(`/api/manufacturers/slug/${nonClient.coid === variant.coid ? client.coid : nonClient.coid}/cad/${variant.id}`)).status).toBe(404);
    expect((await get(`/api/manufacturers/slug/${variant.coid}/bim/${variant.id}`)).status).toBe(404);
    expect((await get(`/api/manufacturers/slug/${variant.coid}/cad/999999999`)).status).toBe(404);
    expect((await get(`/api/manufacturers/slug/${variant.coid}/drawings`)).body.error.fields).toHaveProperty('contentType');
    expect((await get(`/api/manufacturers/slug/${variant.coid}/cad/x1`)).body.error.fields).toHaveProperty('contentId');
  });

  it('associations-by-division/{division}: manufacturers with content there and counts per type', async () => {
    const { division } = await t.db.one<{ division: string }>(sql`SELECT division FROM content_items WHERE online AND division IS NOT NULL ORDER BY id LIMIT 1`);
    const res = await get(`/api/manufacturers/associations-by-division/${division}`);
    expect(res.status).toBe(200);
    expect(res.body.division).toBe(division);
    const expected = await t.db.many<{ coid: number; n: number }>(sql`
      SELECT coid, count(*)::int AS n FROM content_items WHERE online AND division = ${division} GROUP BY coid`);
    const got = res.body.manufacturers as { coid: number; itemCount: number; counts: Record<string, number> }[];
    expect(got.map((m) => m.coid).sort()).toEqual(expected.map((e) => e.coid).sort());
    for (const m of got) {
      expect(m.itemCount).toBe(expected.find((e) => e.coid === m.coid)!.n);
      expect(Object.values(m.counts).reduce((a, b) => a + b, 0)).toBe(m.itemCount);
    }
    expect((await get('/api/manufacturers/associations-by-division/99')).status).toBe(404);
    expect((await get('/api/manufacturers/associations-by-division/8')).status).toBe(400);
  });
});

describe('GET /api/news/has-news/{coid}', () => {
  it('is true for the flag, press releases or news items, and false without any', async () => {
    const quiet = await t.db.one<{ coid: number }>(sql`
      SELECT coid FROM companies c WHERE NOT has_news AND NOT EXISTS (SELECT 1 FROM press_releases p WHERE p.coid = c.coid)
        AND NOT EXISTS (SELECT 1 FROM alerts a WHERE a.coid = c.coid AND a.kind = 'news') ORDER BY coid LIMIT 1`);
    expect((await get(`/api/news/has-news/${quiet.coid}`)).body).toEqual({ coid: quiet.coid, hasNews: false, pressReleases: 0, newsItems: 0 });
    await t.db.query(sql`INSERT INTO press_releases (coid, title) VALUES (${quiet.coid}, 'A new plant opens')`);
    expect((await get(`/api/news/has-news/${quiet.coid}`)).body).toMatchObject({ hasNews: true, pressReleases: 1 });
    const flagged = await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies WHERE has_news ORDER BY coid LIMIT 1`);
    expect((await get(`/api/news/has-news/${flagged.coid}`)).body.hasNews).toBe(true);
    expect((await get('/api/news/has-news/99999')).status).toBe(404);
    expect((await get('/api/news/has-news/1234567')).status).toBe(400);
  });
});

describe('GET /api/clients/by-coid/{coid}', () => {
  it('says whether a company is a client and its contract is current, never the plan', async () => {
    const res = await get(`/api/clients/by-coid/${client.coid}`);
    expect(res.status).toBe(200);
    const { active } = await t.db.one<{ active: boolean }>(sql`
      SELECT starts_at <= current_date AND (ends_at IS NULL OR ends_at >= current_date) AS active FROM clients WHERE coid = ${client.coid}`);
    expect(res.body).toEqual({ coid: client.coid, companyName: client.name, isClient: true, active, hasProjects: expect.any(Boolean) });
    expect(res.text).not.toMatch(/plan|premium|standard/);
    expect((await get(`/api/clients/by-coid/${nonClient.coid}`)).body).toMatchObject({ isClient: false, active: false });
    expect((await get('/api/clients/by-coid/99999')).status).toBe(404);
  });
});

describe('GET /api/customhtml/by-coid/{coid}', () => {
  it("answers the client's custom HTML, sanitised", async () => {
    const stored = await t.db.one<{ html: string }>(sql`SELECT html FROM custom_html WHERE coid = ${client.coid} ORDER BY seq LIMIT 1`);
    const clean = await get(`/api/customhtml/by-coid/${client.coid}`);
    expect(clean.status).toBe(200);
    expect(clean.body.blocks[0]).toMatchObject({ slot: 'profile', html: stored.html });

    await t.db.query(sql`INSERT INTO custom_html (coid, slot, html) VALUES (${client.coid}, 'sidebar',
      ${'<p onclick="x()">Hi<script>alert(1)</script></p><img src=x onerror=alert(2)><a href="javascript:alert(3)">more</a>'})`);
    const res = await get(`/api/customhtml/by-coid/${client.coid}`);
    const sidebar = (res.body.blocks as { slot: string; html: string }[]).find((b) => b.slot === 'sidebar')!;
    expect(sidebar.html).toBe('<p>Hi</p><a>more</a>');
  });

  it('is an empty list for a company without custom HTML and a 404 for an unknown one', async () => {
    expect((await get(`/api/customhtml/by-coid/${nonClient.coid}`)).body).toEqual({ coid: nonClient.coid, blocks: [] });
    expect((await get('/api/customhtml/by-coid/99999')).status).toBe(404);
  });
});

describe('report passwords', () => {
  it('never appear in any answer of this file', async () => {
    const { n } = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM companies WHERE report_password_hash IS NOT NULL`);
    expect(n).toBeGreaterThan(0);
    expect(bodies.length).toBeGreaterThan(30);
    for (const body of bodies) expect(body).not.toMatch(/report_?password|scrypt\$/i);
  });
});
