import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { PERSONAL_QUOTAS } from '../../src/services/personal/quotas';
import type { Listening } from '../helpers/listening';
import { listen } from '../helpers/listening';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

// Issue 22, item 4: per-user quotas under truly parallel saves (a listening server, one connection per request,
// all opened before any request is sent).
let t: TestApp;
let server: Listening;
let products: number[];
let items: { id: number; content_type: string }[];

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  products = (await t.db.many<{ seq: number }>(sql`SELECT seq FROM products WHERE online AND NOT heading ORDER BY seq LIMIT 100`)).map((p) => p.seq);
  items = await t.db.many(sql`SELECT id, content_type FROM content_items WHERE online AND content_type <> 'sw' ORDER BY id LIMIT 600`);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const rows = async (kind: keyof typeof PERSONAL_QUOTAS, u: TestUser) =>
  (await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.raw(PERSONAL_QUOTAS[kind].table)} WHERE user_seq = ${u.user.seq}`)).n;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const postJson = (u: TestUser, path: string, body: unknown) => ({
  path,
  method: 'POST',
  headers: { Authorization: `Bearer ${u.token}`, 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** Watches on targets no save in these tests uses (the table has no foreign key on target). */
async function fillWatches(u: TestUser, n: number): Promise<void> {
  await t.db.query(sql`INSERT INTO watches (user_seq, kind, target) SELECT ${u.user.seq}, 'company', 900000 + i FROM generate_series(1, ${n}) i`);
}

// Many requests at once take a while on a busy machine.
const SLOW = { timeout: 120_000 };

describe('watches: 20 left, then a burst of form posts', SLOW, () => {
  it.each([40, 100])('%i parallel saves leave exactly 500 rows', async (burst) => {
    expect(products).toHaveLength(100);
    const u = await createTestUser(t.db);
    await fillWatches(u, PERSONAL_QUOTAS.watches.limit - 20);
    const statuses = await server.burst(
      range(burst).map((i) => ({
        path: '/account/watches',
        method: 'POST',
        headers: { Cookie: u.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `kind=product&target=${products[i]}`,
      })),
    );
    expect(await rows('watches', u)).toBe(PERSONAL_QUOTAS.watches.limit);
    expect(statuses.filter((s) => s === 303)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(burst - 20);
  });
});

describe('every other per-user quota under a burst of 60 saves with 10 left', SLOW, () => {
  const left = 10;
  it('favorites', async () => {
    const u = await createTestUser(t.db);
    await t.db.query(sql`INSERT INTO user_favorites (user_seq, content_id, content_type)
      SELECT ${u.user.seq}, id, content_type FROM content_items WHERE online AND content_type <> 'sw' ORDER BY id DESC LIMIT ${PERSONAL_QUOTAS.favorites.limit - left}`);
    const fresh = items.slice(0, 60);
    const statuses = await server.burst(range(60).map((i) => postJson(u, '/api/user-favorites', { content_id: fresh[i].id, content_type: fresh[i].content_type })));
    expect(await rows('favorites', u)).toBe(PERSONAL_QUOTAS.favorites.limit);
    expect(statuses.filter((s) => s === 409)).toHaveLength(60 - left);
  });

  it('saved searches', async () => {
    const u = await createTestUser(t.db);
    await t.db.query(sql`INSERT INTO user_searches (user_seq, search_terms) SELECT ${u.user.seq}, 'kept ' || i FROM generate_series(1, ${PERSONAL_QUOTAS.savedSearches.limit - left}) i`);
    const statuses = await server.burst(range(60).map((i) => postJson(u, '/api/user-searches', { search_terms: `burst ${i}`, content_type: 'all' })));
    expect(await rows('savedSearches', u)).toBe(PERSONAL_QUOTAS.savedSearches.limit);
    expect(statuses.filter((s) => s === 409)).toHaveLength(60 - left);
  });

  it('projects', async () => {
    const u = await createTestUser(t.db);
    await t.db.query(sql`INSERT INTO char_projects (char_project_id, user_seq, name)
      SELECT 'R-' || ${u.user.seq} || '-' || i, ${u.user.seq}, 'Kept ' || i FROM generate_series(1, ${PERSONAL_QUOTAS.projects.limit - left}) i`);
    const statuses = await server.burst(range(60).map((i) => postJson(u, '/api/char-project', { name: `Burst ${i}` })));
    expect(await rows('projects', u)).toBe(PERSONAL_QUOTAS.projects.limit);
    expect(statuses.filter((s) => s === 409)).toHaveLength(60 - left);
  });

  it('spec wizard projects', async () => {
    const u = await createTestUser(t.db);
    await t.db.query(sql`INSERT INTO specwizard_projects (user_seq, name) SELECT ${u.user.seq}, 'Kept ' || i FROM generate_series(1, ${PERSONAL_QUOTAS.wizardProjects.limit - left}) i`);
    const statuses = await server.burst(range(60).map((i) => postJson(u, '/api/specwizard-project', { name: `Burst ${i}` })));
    expect(await rows('wizardProjects', u)).toBe(PERSONAL_QUOTAS.wizardProjects.limit);
    // Past the hourly write limit (30) a create is refused before it reaches the quota.
    expect(statuses.filter((s) => s === 201)).toHaveLength(left);
    expect(statuses.every((s) => s === 201 || s === 409 || s === 429)).toBe(true);
  });
});

describe('two app instances on one database', SLOW, () => {
  it('hold the quota together: saves split between them still leave exactly the quota', async () => {
    const twin = t.twin();
    const other = await listen(twin.app);
    try {
      const u = await createTestUser(t.db);
      await t.db.query(sql`INSERT INTO user_searches (user_seq, search_terms) SELECT ${u.user.seq}, 'kept ' || i FROM generate_series(1, ${PERSONAL_QUOTAS.savedSearches.limit - 5}) i`);
      const calls = range(60).map((i) => postJson(u, '/api/user-searches', { search_terms: `twin ${i}`, content_type: 'all' }));
      const [a, b] = await Promise.all([server.burst(calls.slice(0, 30)), other.burst(calls.slice(30))]);
      const statuses = [...a, ...b];
      expect(await rows('savedSearches', u)).toBe(PERSONAL_QUOTAS.savedSearches.limit);
      expect(statuses.filter((s) => s === 409)).toHaveLength(55);
    } finally {
      await other.close();
      await twin.close();
    }
  });
});
