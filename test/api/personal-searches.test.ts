import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { SAME_ORIGIN, createTestUser } from '../helpers/users';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

const as = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });
const save = (u: TestUser, body: Record<string, unknown>) => request(t.app).post('/api/user-searches').set(as(u)).send(body);

beforeAll(async () => {
  t = await createTestApp();
  alice = await createTestUser(t.db);
  bob = await createTestUser(t.db);
});
afterAll(() => t.close());

describe('saved searches API', () => {
  it('refuses anonymous calls with 401', async () => {
    expect((await request(t.app).get('/api/user-searches')).status).toBe(401);
    expect((await request(t.app).post('/api/user-searches').set(SAME_ORIGIN).send({ search_terms: 'door' })).status).toBe(401);
    expect((await request(t.app).delete('/api/user-searches/1').set(SAME_ORIGIN)).status).toBe(401);
  });

  it('saves a search with the URL that re-runs it; "all" types by default; saving again returns the same one', async () => {
    const all = await save(alice, { search_terms: 'fire rated door' });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ search_terms: 'fire rated door', content_type: 'all', url: '/search/fire-rated-door' });
    const cad = await save(alice, { search_terms: 'fire rated door', content_type: 'cad' });
    expect(cad.body.url).toBe('/search/fire-rated-door/cad');
    expect(cad.body.seq).not.toBe(all.body.seq);
    const again = await save(alice, { search_terms: 'Fire Rated Door' });
    expect(again.body.seq).toBe(all.body.seq);
  });

  it('rejects bad input with 400 naming the field', async () => {
    const empty = await save(alice, { search_terms: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toHaveProperty('search_terms');
    const probe = await save(alice, { search_terms: 'door; DROP TABLE users' });
    expect(probe.status).toBe(400);
    expect(probe.body.error.fields).toHaveProperty('search_terms');
    const type = await save(alice, { search_terms: 'door', content_type: 'spaceship' });
    expect(type.status).toBe(400);
    expect(type.body.error.fields).toHaveProperty('content_type');
    const long = await save(alice, { search_terms: 'a'.repeat(201) });
    expect(long.status).toBe(400);
    const missing = await save(alice, {});
    expect(missing.body.error.fields).toHaveProperty('search_terms');
  });

  it('lists only the user’s own searches, newest first', async () => {
    for (const terms of ['acoustical ceiling', 'membrane roofing', 'curtain wall']) await save(bob, { search_terms: terms });
    const res = await request(t.app).get('/api/user-searches').set(as(bob));
    expect(res.status).toBe(200);
    expect(res.body.searches.map((s: { search_terms: string }) => s.search_terms)).toEqual(['curtain wall', 'membrane roofing', 'acoustical ceiling']);
  });

  it('deletes the user’s own search; another user’s id is a 404', async () => {
    const s = (await save(alice, { search_terms: 'storefront' })).body;
    expect((await request(t.app).delete(`/api/user-searches/${s.seq}`).set(as(bob))).status).toBe(404);
    expect(await t.db.maybeOne(sql`SELECT 1 FROM user_searches WHERE seq = ${s.seq}`)).not.toBeNull();
    expect((await request(t.app).delete(`/api/user-searches/${s.seq}`).set(as(alice))).status).toBe(204);
    expect(await t.db.maybeOne(sql`SELECT 1 FROM user_searches WHERE seq = ${s.seq}`)).toBeNull();
    const bad = await request(t.app).delete('/api/user-searches/x1').set(as(alice));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('id');
  });

  it('refuses a cookie-authenticated save without a same-site Origin (CSRF)', async () => {
    const refused = await request(t.app).post('/api/user-searches').set('Cookie', alice.cookie).send({ search_terms: 'skylight' });
    expect(refused.status).toBe(403);
    const ok = await request(t.app).post('/api/user-searches').set('Cookie', alice.cookie).set(SAME_ORIGIN).send({ search_terms: 'skylight' });
    expect(ok.status).toBe(200);
  });
});
