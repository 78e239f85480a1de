import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { PERSONAL_QUOTAS, WIZARD_WRITE_LIMITS } from '../../src/services/personal/quotas';
import { specWizardReport, WIZARD_REPORT_ROWS_PER_USER } from '../../src/services/reports/specwizard-specs';
import { toReportQuery } from '../../src/domain/reports';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

let t: TestApp;
let wizard: { id: number; coid: number };

beforeAll(async () => {
  t = await createTestApp();
  wizard = await t.db.one(sql`SELECT id, coid FROM content_items WHERE content_type = 'sw' AND online ORDER BY id LIMIT 1`);
});
afterAll(() => t.close());

const as = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });
const post = (u: TestUser, path: string, body: Record<string, unknown>) => request(t.app).post(path).set(as(u)).send(body);

/** Fills the user's rows of a kind up to its quota straight in the database (the API would take minutes). */
async function fillTo(kind: keyof typeof PERSONAL_QUOTAS, userSeq: number): Promise<void> {
  const n = PERSONAL_QUOTAS[kind].limit;
  if (kind === 'savedSearches') {
    await t.db.query(sql`INSERT INTO user_searches (user_seq, search_terms) SELECT ${userSeq}, 'terms ' || i FROM generate_series(1, ${n}) i`);
  } else if (kind === 'projects') {
    await t.db.query(sql`INSERT INTO char_projects (char_project_id, user_seq, name)
      SELECT 'Q-' || ${userSeq} || '-' || i, ${userSeq}, 'Filler ' || i FROM generate_series(1, ${n}) i`);
  } else if (kind === 'wizardProjects') {
    await t.db.query(sql`INSERT INTO specwizard_projects (user_seq, name) SELECT ${userSeq}, 'Filler ' || i FROM generate_series(1, ${n}) i`);
  } else {
    await t.db.query(sql`INSERT INTO user_favorites (user_seq, content_id, content_type)
      SELECT ${userSeq}, id, content_type FROM content_items WHERE online AND content_type <> 'sw' ORDER BY id LIMIT ${n}`);
  }
}

describe('per-user quotas', () => {
  it.each([
    ['savedSearches', '/api/user-searches', { search_terms: 'one more', content_type: 'all' }, 'at most 200 saved searches'],
    ['projects', '/api/char-project', { name: 'One more' }, 'at most 200 projects'],
    ['wizardProjects', '/api/specwizard-project', { name: 'One more' }, 'at most 200 spec wizard projects'],
  ] as const)('%s: a new one past the quota is a 409 naming the limit', async (kind, path, body, message) => {
    const u = await createTestUser(t.db);
    await fillTo(kind, u.user.seq);
    const refused = await post(u, path, body);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain(message);
    const { n } = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.raw(PERSONAL_QUOTAS[kind].table)} WHERE user_seq = ${u.user.seq}`);
    expect(n).toBe(PERSONAL_QUOTAS[kind].limit);
  });

  it('favorites: 500 at most; re-adding a kept one still answers it; after removing one there is room again', async () => {
    const u = await createTestUser(t.db);
    await fillTo('favorites', u.user.seq);
    const kept = await t.db.one<{ seq: number; content_id: number; content_type: string }>(sql`
      SELECT seq, content_id, content_type FROM user_favorites WHERE user_seq = ${u.user.seq} ORDER BY seq LIMIT 1`);
    const fresh = await t.db.one<{ id: number; content_type: string }>(sql`
      SELECT id, content_type FROM content_items ci WHERE online AND content_type <> 'sw'
        AND NOT EXISTS (SELECT 1 FROM user_favorites f WHERE f.user_seq = ${u.user.seq} AND f.content_id = ci.id AND f.content_type = ci.content_type)
      ORDER BY id LIMIT 1`);
    const refused = await post(u, '/api/user-favorites', { content_id: fresh.id, content_type: fresh.content_type });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('You can keep at most 500 favorites. Delete some to add more.');
    expect((await post(u, '/api/user-favorites', { content_id: kept.content_id, content_type: kept.content_type })).body.seq).toBe(kept.seq);
    expect((await request(t.app).delete(`/api/user-favorites/${kept.seq}`).set(as(u))).status).toBe(204);
    expect((await post(u, '/api/user-favorites', { content_id: fresh.id, content_type: fresh.content_type })).status).toBe(200);
  });
});

describe('spec wizard writes', () => {
  it('are limited per user and hour: creating projects past the limit answers 429 with Retry-After', async () => {
    const u = await createTestUser(t.db);
    for (let i = 0; i < WIZARD_WRITE_LIMITS.create.limit; i++) {
      expect((await post(u, '/api/specwizard-project', { name: `P${i}`, contentId: wizard.id })).status).toBe(201);
    }
    const refused = await post(u, '/api/specwizard-project', { name: 'One too many', contentId: wizard.id });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // Another user is not held back.
    expect((await post(await createTestUser(t.db), '/api/specwizard-project', { name: 'Fine' })).status).toBe(201);
  }, 60_000);

  it('saving specs counts too', async () => {
    const u = await createTestUser(t.db);
    const { seq } = (await post(u, '/api/specwizard-project', { name: 'Saved often' })).body;
    for (let i = 0; i < WIZARD_WRITE_LIMITS.save.limit; i++) {
      expect((await post(u, `/api/specwizard-project/${seq}/specs`, { specs: [] })).status).toBe(200);
    }
    expect((await post(u, `/api/specwizard-project/${seq}/specs`, { specs: [] })).status).toBe(429);
  }, 120_000);

  it('one user adds at most a few rows per section to a client’s spec wizard report', async () => {
    const client = { coid: wizard.coid, name: 'Client', webabrv: null };
    const query = toReportQuery({});
    const before = await specWizardReport(t.db, client, query);
    const flooder = await createTestUser(t.db);
    await t.db.query(sql`INSERT INTO specwizard_projects (user_seq, name, content_id, coid)
      SELECT ${flooder.user.seq}, 'Flood ' || i, ${wizard.id}, ${wizard.coid} FROM generate_series(1, 50) i`);
    const after = await specWizardReport(t.db, client, query);
    const flooderRows = after.rows.filter((r) => !before.rows.some((b) => b.projectId === r.projectId));
    expect(flooderRows).toHaveLength(WIZARD_REPORT_ROWS_PER_USER);
  });
});
