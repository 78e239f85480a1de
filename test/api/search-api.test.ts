import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/users';

let t: TestApp;
/** A word matching online items of at least two manufacturers, and the manufacturer with most of them. */
let word: string;
let coid: number;

beforeAll(async () => {
  t = await createTestApp();
  const row = await t.db.one<{ word: string; coid: number }>(sql`
    SELECT w.word, (SELECT ci.coid FROM content_items ci WHERE ci.online AND ci.search @@ to_tsquery('english', w.word)
                    GROUP BY ci.coid ORDER BY count(*) DESC, ci.coid LIMIT 1) AS coid
    FROM search_words w
    WHERE length(w.word) >= 5 AND w.word ~ '^[a-z]+$'
      AND (SELECT count(DISTINCT ci.coid) FROM content_items ci WHERE ci.online AND ci.search @@ to_tsquery('english', w.word)) >= 2
    ORDER BY w.ndoc DESC, w.word LIMIT 1`);
  ({ word, coid } = row);
});
afterAll(() => t.close());

const get = (path: string, query: Record<string, string | number> = {}, headers: Record<string, string> = {}) =>
  request(t.app).get(path).query(query).set(headers);

describe('GET /api/search/{terms}: coid and isExcluding', () => {
  it('keeps only the manufacturer, or with isExcluding=true every other one', async () => {
    const all = await get(`/api/search/${word}`, { size: 100 });
    const only = await get(`/api/search/${word}`, { coid, size: 100 });
    const others = await get(`/api/search/${word}`, { coid, isExcluding: 'true', size: 100 });
    expect(only.status).toBe(200);
    expect(others.status).toBe(200);
    expect(only.body.items.length).toBeGreaterThan(0);
    expect(others.body.items.length).toBeGreaterThan(0);
    expect(only.body.items.every((i: { coid: number }) => i.coid === coid)).toBe(true);
    expect(others.body.items.some((i: { coid: number }) => i.coid === coid)).toBe(false);
    expect(only.body.all.count + others.body.all.count).toBe(all.body.all.count);
  });

  it('refuses isExcluding without a manufacturer, or with another value', async () => {
    const res = await get(`/api/search/${word}`, { isExcluding: 'true' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.isExcluding).toMatch(/coid/);
    expect((await get(`/api/search/${word}`, { coid, isExcluding: 'yes' })).status).toBe(400);
  });
});

describe('GET /api/search/{terms}: online', () => {
  let offlineId: number;
  let owner: number;
  beforeAll(async () => {
    ({ id: offlineId, coid: owner } = await t.db.one<{ id: number; coid: number }>(sql`
      UPDATE content_items SET online = false
      WHERE id = (SELECT id FROM content_items WHERE online AND search @@ to_tsquery('english', ${word}) ORDER BY id LIMIT 1)
      RETURNING id, coid`));
  });
  afterAll(async () => {
    await t.db.query(sql`UPDATE content_items SET online = true WHERE id = ${offlineId}`);
  });

  const ids = (res: request.Response) => res.body.items.map((i: { id: number }) => i.id);

  it('lists online items only by default and with online=1', async () => {
    for (const query of [{}, { online: 1 }] as Record<string, number>[]) {
      const res = await get(`/api/search/${word}`, { ...query, coid: owner, size: 100 });
      expect(res.status).toBe(200);
      expect(ids(res)).not.toContain(offlineId);
    }
  });

  it('lists offline items too with online=0, for administrators only', async () => {
    const admin = await createTestUser(t.db, { isAdmin: true });
    const user = await createTestUser(t.db);
    const withOffline = await get(`/api/search/${word}`, { online: 0, coid: owner, size: 100 }, { Authorization: `Bearer ${admin.token}` });
    expect(withOffline.status).toBe(200);
    expect(ids(withOffline)).toContain(offlineId);
    expect((await get(`/api/search/${word}`, { online: 0 })).status).toBe(401);
    expect((await get(`/api/search/${word}`, { online: 0 }, { Authorization: `Bearer ${user.token}` })).status).toBe(403);
    expect((await get(`/api/search/${word}`, { online: 'yes' })).status).toBe(400);
  });
});

describe('GET /api/search/{terms}: debug, sort and paging', () => {
  it('debug=debug_on explains the plan and each item’s ranking, without internals', async () => {
    const res = await get(`/api/search/${word}-or-panel/cad`, { debug: 'debug_on', coid, isExcluding: 'true' });
    expect(res.status).toBe(200);
    expect(res.body.plan).toMatchObject({
      terms: `${word} or panel`,
      method: 'ranked',
      countCap: 1000,
      rankWindow: 1000,
      sort: 'relevance desc',
      filters: { contentType: 'cad', coid, excludingCoid: true, onlineOnly: true },
    });
    expect(typeof res.body.plan.ranking).toBe('string');
    const rankings = res.body.items.map((i: { ranking: { position: number; score: number } }) => i.ranking);
    expect(rankings.length).toBeGreaterThan(0);
    expect(rankings.map((r: { position: number }) => r.position)).toEqual(rankings.map((_: unknown, i: number) => i + 1));
    const scores = rankings.map((r: { score: number }) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // SQL, the database, stack frames and timings: never words of product names (a "Series 710 Select" panel).
    expect(JSON.stringify(res.body)).not.toMatch(/\bSELECT\b[^"]*\bFROM\b|PostgreSQL|PGlite|node:|node_modules|\bms\b/i);
  });

  it('without debug=debug_on there is no plan and no ranking', async () => {
    for (const query of [{}, { debug: 'on' }] as Record<string, string>[]) {
      const res = await get(`/api/search/${word}`, query);
      expect(res.body.plan).toBeUndefined();
      expect(res.body.items[0].ranking).toBeUndefined();
      expect(res.body.items[0]).not.toHaveProperty('popularity');
    }
  });

  it('refuses an unknown sort, naming the allowed ones', async () => {
    const res = await get(`/api/search/${word}`, { sort: 'nonsense' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.sort).toContain('relevance, -relevance, title, -title, date, -date, company, -company');
    const titles = (await get(`/api/search/${word}`, { sort: '-title', size: 100 })).body.items.map((i: { title: string }) => i.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('answers 404 for a page past the end and 400 for a page that is not a positive whole number', async () => {
    const first = await get(`/api/search/${word}`, { size: 100 });
    const past = await get(`/api/search/${word}`, { size: 100, page: first.body.pageCount + 1 });
    expect(past.status).toBe(404);
    expect(past.body.error.message).toContain(`the last page is ${first.body.pageCount}`);
    expect((await get('/api/search/qqqxxyzzy', { page: 2 })).status).toBe(404);
    for (const page of ['0', '-1', '1.5', 'two']) expect((await get(`/api/search/${word}`, { page })).status).toBe(400);
  });
});

describe('GET /api/search/manufacturers/{category}', () => {
  it('lists the manufacturers of a category named by slug or division number, as the category page does', async () => {
    const bySlug = await get('/api/search/manufacturers/openings');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.category).toEqual({ division: '08', title: 'Openings', slug: 'openings' });
    expect(bySlug.body.manufacturers.length).toBeGreaterThan(0);
    expect(bySlug.body.total).toBe(bySlug.body.manufacturers.length);
    const page = await request(t.app).get('/manufacturers/openings');
    const listed = parseHtml(page.text).texts('.company-list > li > a');
    expect(listed).toEqual(bySlug.body.manufacturers.map((m: { name: string }) => m.name));
    const byNumber = await get('/api/search/manufacturers/08');
    expect(byNumber.body.manufacturers).toEqual(bySlug.body.manufacturers);
    expect(bySlug.body.plan).toBeUndefined();
  });

  it('explains the match with debug=debug_on', async () => {
    const res = await get('/api/search/manufacturers/08', { debug: 'debug_on' });
    expect(res.body.plan).toMatchObject({ category: '08', matchedBy: 'division number' });
  });

  it('answers 404 for an unknown category and 400 for a malformed one', async () => {
    expect((await get('/api/search/manufacturers/starships')).status).toBe(404);
    const bad = await get('/api/search/manufacturers/NOT_A_SLUG');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.category).toBeTruthy();
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json')).body;
    expect(doc.paths['/api/search/manufacturers/{category}'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['category', 'debug']),
    );
    expect(doc.paths['/api/search/{terms}'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['online', 'debug', 'coid', 'isExcluding', 'sort']),
    );
  });
});
