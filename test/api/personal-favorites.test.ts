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
let items: { id: number; contentType: string; title: string }[];

const as = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });

beforeAll(async () => {
  t = await createTestApp();
  alice = await createTestUser(t.db);
  bob = await createTestUser(t.db);
  items = await t.db.many(sql`
    SELECT DISTINCT ON (content_type) id, content_type AS "contentType", title FROM content_items
    WHERE online AND content_type IN ('cad', 'bim', 'spec') ORDER BY content_type, id`);
});
afterAll(() => t.close());

async function add(u: TestUser, item: { id: number; contentType: string }) {
  return request(t.app).post('/api/user-favorites').set(as(u)).send({ content_id: item.id, content_type: item.contentType });
}

describe('favorites API', () => {
  it('refuses anonymous calls with 401 on every method', async () => {
    expect((await request(t.app).get('/api/user-favorites')).status).toBe(401);
    expect((await request(t.app).post('/api/user-favorites').set(SAME_ORIGIN).send({ content_id: items[0].id, content_type: items[0].contentType })).status).toBe(401);
    expect((await request(t.app).put('/api/user-favorites/1').set(SAME_ORIGIN).send({ note: 'x' })).status).toBe(401);
    expect((await request(t.app).delete('/api/user-favorites/1').set(SAME_ORIGIN)).status).toBe(401);
  });

  it('adds a favorite once per item and returns it with a link to the item', async () => {
    const first = await add(alice, items[0]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ content_id: items[0].id, content_type: items[0].contentType, note: '' });
    expect(first.body.item.title).toBe(items[0].title);
    expect(first.body.item.url).toMatch(new RegExp(`/${items[0].contentType}/${items[0].id}$`));
    const again = await add(alice, items[0]);
    expect(again.body.seq).toBe(first.body.seq);
    const rows = await t.db.many(sql`SELECT 1 FROM user_favorites WHERE user_seq = ${alice.user.seq} AND content_id = ${items[0].id}`);
    expect(rows).toHaveLength(1);
  });

  it('rejects bad input with 400 naming the field, and unknown items with 404', async () => {
    const badType = await request(t.app).post('/api/user-favorites').set(as(alice)).send({ content_id: items[0].id, content_type: 'starship' });
    expect(badType.status).toBe(400);
    expect(badType.body.error.fields).toHaveProperty('content_type');
    const badId = await request(t.app).post('/api/user-favorites').set(as(alice)).send({ content_id: 'abc', content_type: 'cad' });
    expect(badId.status).toBe(400);
    expect(badId.body.error.fields).toHaveProperty('content_id');
    const extra = await request(t.app).post('/api/user-favorites').set(as(alice)).send({ content_id: items[0].id, content_type: 'cad', user_seq: bob.user.seq });
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toContain('user_seq');
    const missing = await request(t.app).post('/api/user-favorites').set(as(alice)).send({ content_id: 999999999, content_type: 'cad' });
    expect(missing.status).toBe(404);
  });

  it('lists only the user’s own favorites, newest first', async () => {
    for (const item of items) await add(bob, item);
    await add(alice, items[1]);
    const res = await request(t.app).get('/api/user-favorites').set(as(bob));
    expect(res.status).toBe(200);
    expect(res.body.favorites.map((f: { content_id: number }) => f.content_id)).toEqual(items.map((i) => i.id).reverse());
    const created = res.body.favorites.map((f: { created_at: string }) => f.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    // The session cookie works as well as the bearer token.
    const viaCookie = await request(t.app).get('/api/user-favorites').set('Cookie', bob.cookie);
    expect(viaCookie.body.favorites).toHaveLength(items.length);
  });

  it('updates the note of the user’s own favorite only', async () => {
    const fav = (await add(alice, items[2])).body;
    const res = await request(t.app).put(`/api/user-favorites/${fav.seq}`).set(as(alice)).send({ note: 'Use on level 3 doors' });
    expect(res.status).toBe(200);
    expect(res.body.note).toBe('Use on level 3 doors');
    const unsafe = await request(t.app).put(`/api/user-favorites/${fav.seq}`).set(as(alice)).send({ note: "1' OR '1'='1" });
    expect(unsafe.status).toBe(400);
    expect(unsafe.body.error.fields).toHaveProperty('note');
    const badId = await request(t.app).put('/api/user-favorites/abc').set(as(alice)).send({ note: 'x' });
    expect(badId.status).toBe(400);
    expect(badId.body.error.fields).toHaveProperty('id');
    const other = await request(t.app).put(`/api/user-favorites/${fav.seq}`).set(as(bob)).send({ note: 'mine now' });
    expect(other.status).toBe(404);
    const row = await t.db.one<{ note: string }>(sql`SELECT note FROM user_favorites WHERE seq = ${fav.seq}`);
    expect(row.note).toBe('Use on level 3 doors');
  });

  it('removes the user’s own favorite; another user’s id is a 404', async () => {
    const fav = (await add(alice, items[1])).body;
    expect((await request(t.app).delete(`/api/user-favorites/${fav.seq}`).set(as(bob))).status).toBe(404);
    expect(await t.db.maybeOne(sql`SELECT 1 FROM user_favorites WHERE seq = ${fav.seq}`)).not.toBeNull();
    expect((await request(t.app).delete(`/api/user-favorites/${fav.seq}`).set(as(alice))).status).toBe(204);
    expect(await t.db.maybeOne(sql`SELECT 1 FROM user_favorites WHERE seq = ${fav.seq}`)).toBeNull();
    expect((await request(t.app).delete(`/api/user-favorites/${fav.seq}`).set(as(alice))).status).toBe(404);
    expect((await request(t.app).delete('/api/user-favorites/0').set(as(alice))).status).toBe(400);
  });

  it('refuses a cookie-authenticated change without a same-site Origin (CSRF), but not a bearer one', async () => {
    const body = { content_id: items[0].id, content_type: items[0].contentType };
    const noOrigin = await request(t.app).post('/api/user-favorites').set('Cookie', alice.cookie).send(body);
    expect(noOrigin.status).toBe(403);
    const crossSite = await request(t.app).post('/api/user-favorites').set('Cookie', alice.cookie).set('Origin', 'https://evil.example').send(body);
    expect(crossSite.status).toBe(403);
    const sameSite = await request(t.app).post('/api/user-favorites').set('Cookie', alice.cookie).set(SAME_ORIGIN).send(body);
    expect(sameSite.status).toBe(200);
    const del = await request(t.app).delete(`/api/user-favorites/${sameSite.body.seq}`).set('Cookie', alice.cookie);
    expect(del.status).toBe(403);
  });
});
