import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser, SAME_ORIGIN } from '../helpers/users';

let t: TestApp;
let admin: TestUser;
let coid: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.db, { isAdmin: true });
  coid = (await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies ORDER BY coid LIMIT 1`)).coid;
});
afterAll(() => t.close());

const bearer = () => ({ Authorization: `Bearer ${admin.token}` });
const post = (path: string, body: object) => request(t.app).post(path).set(bearer()).send(body);
const version = async () => (await t.db.one<{ v: number }>(sql`SELECT version::int AS v FROM data_version`)).v;

describe('administrators write through the session cookie too', () => {
  it('accepts the cookie with a same-site Origin and refuses it without (CSRF)', async () => {
    const body = { title: 'Cookie podcast' };
    const ok = await request(t.app).post('/api/podcasts').set({ Cookie: admin.cookie, ...SAME_ORIGIN }).send(body);
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ title: 'Cookie podcast', durationSec: 0, ceuSeq: null });
    const crossSite = await request(t.app).post('/api/podcasts').set({ Cookie: admin.cookie, Origin: 'https://evil.example' }).send(body);
    expect(crossSite.status).toBe(403);
  });
});

describe('products stay in the search index', () => {
  it('creates, renames and removes the product content row with the product', async () => {
    const created = await post('/api/products', { coid, name: 'Hookline Door', tradename: 'HD-9', description: 'A door', division: '08', section: '081113' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ section: '08 11 13', online: true, heading: false, parent_id: null });
    const seq = created.body.seq as number;
    const row = async () =>
      t.db.maybeOne<{ id: number; title: string; description: string }>(sql`SELECT id, title, description FROM content_items WHERE product_seq = ${seq} AND content_type = 'product'`);
    const content = await row();
    expect(content).toMatchObject({ title: 'Hookline Door (HD-9)', description: 'A door' });
    expect((await request(t.app).get(`/api/product/es/${content!.id}`)).body.url).toBe(`/product/${seq}`);
    expect((await request(t.app).get(`/api/products/es/${seq}`)).body).toMatchObject({ link: `/product/${seq}`, companyName: expect.any(String) });

    await request(t.app).put(`/api/products/${seq}`).set(bearer()).send({ name: 'Hookline Door II' }).expect(200);
    expect((await row())?.title).toBe('Hookline Door II (HD-9)');
    await request(t.app).put(`/api/products/${seq}`).set(bearer()).send({ tradename: null }).expect(200);
    expect((await row())?.title).toBe('Hookline Door II');
    await request(t.app).delete(`/api/products/${seq}`).set(bearer()).expect(200);
    expect(await row()).toBeNull();
  });
});

describe('database rules become clear 4xx answers, never 500', () => {
  it('a missing referenced record is a 400 naming the field', async () => {
    const res = await post('/api/products', { coid: 99998, name: 'Orphan' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ coid: 'refers to a record that does not exist' });
    const page = await post('/api/catalog-pages', { contentId: 2147483000, pageNumber: 1 });
    expect(page.status).toBe(400);
    expect(page.body.error.fields).toHaveProperty('contentId');
  });

  it('a duplicate is a 409', async () => {
    const client = await t.db.one<{ coid: number }>(sql`SELECT coid FROM clients LIMIT 1`);
    const res = await post('/api/clients', { coid: client.coid });
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toHaveProperty('coid');
    expect((await post('/api/csinos', { division: '08', title: 'Openings again' })).status).toBe(409);
  });

  it('JSON bodies that are not objects, and malformed JSON, are 400', async () => {
    expect((await post('/api/podcasts', [1, 2])).status).toBe(400);
    const bad = await request(t.app).post('/api/podcasts').set({ ...bearer(), 'Content-Type': 'application/json' }).send('{"title":');
    expect(bad.status).toBe(400);
  });

  it('values out of range are 400 naming the field', async () => {
    const res = await post('/api/ceus', { title: 'Big', creditHours: 1000 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(['creditHours']);
    const put = await request(t.app).put('/api/podcasts/1').set(bearer()).send({});
    expect(put.status).toBe(400);
  });
});

describe('writes and the page cache', () => {
  it('bumps the data version after catalog writes, not after private records', async () => {
    const before = await version();
    await post('/api/alerts', { title: 'Recall notice', kind: 'alert' }).expect(201);
    expect(await version()).toBe(before + 1);
    await post('/api/activities', { eventLabel: 'x' }).expect(201);
    expect(await version()).toBe(before + 1);
    await request(t.app).delete('/api/alerts/2147483000').set(bearer()).expect(404);
    expect(await version()).toBe(before + 1);
  });

  it('stores JSON and numeric fields as sent', async () => {
    const quiz = [{ question: 'Which?', choices: ['a', 'b', 'c'], answer: 2 }];
    const created = await post('/api/ceus', { title: 'Glazing 101', creditHours: 1.25, objectives: ['One', 'Two'], quiz });
    expect(created.body).toMatchObject({ creditHours: 1.25, objectives: ['One', 'Two'], quiz });
    const changed = await request(t.app).put(`/api/ceus/${created.body.id}`).set(bearer()).send({ quiz: [] });
    expect(changed.body.quiz).toEqual([]);
    expect(changed.body.objectives).toEqual(['One', 'Two']);
  });

  it('sets the content type of content items itself and keeps families apart', async () => {
    const created = await post('/api/certificates', { coid, title: 'UL listing' });
    const row = await t.db.one<{ content_type: string }>(sql`SELECT content_type FROM content_items WHERE id = ${created.body.id}`);
    expect(row.content_type).toBe('certificate');
    expect((await request(t.app).get(`/api/datasheets/${created.body.id}`)).status).toBe(404);
    expect((await request(t.app).delete(`/api/datasheets/${created.body.id}`).set(bearer())).status).toBe(404);
    expect((await post('/api/certificates', { coid, title: 'x', contentType: 'cad' })).body.error.fields).toHaveProperty('contentType');
  });
});

const put = (path: string, body: object) => request(t.app).put(path).set(bearer()).send(body);

async function product(parent: number | null): Promise<number> {
  const res = await post('/api/products', { coid, name: 'Rule test', parent_id: parent });
  expect(res.status).toBe(201);
  return res.body.seq as number;
}

describe('administrators cannot write records that break rules across fields', () => {
  it('refuses a product that is its own parent or ancestor, and keeps the tree as it was', async () => {
    const a = await product(null);
    const b = await product(a);
    const c = await product(b);
    const self = await put(`/api/products/${a}`, { parent_id: a });
    expect(self.status).toBe(400);
    expect(self.body.error.fields).toEqual({ parent_id: 'would make this product its own ancestor' });
    const loop = await put(`/api/products/${a}`, { parent_id: c });
    expect(loop.status).toBe(400);
    expect(loop.body.error.fields).toHaveProperty('parent_id');
    const stored = await t.db.one<{ parent_id: number | null }>(sql`SELECT parent_id FROM products WHERE seq = ${a}`);
    expect(stored.parent_id).toBeNull();
    expect((await put(`/api/products/${c}`, { parent_id: a })).status).toBe(200);
  });

  it('refuses a CSI section under another division, on create and on update', async () => {
    const wrong = await post('/api/csisecs', { mf: '04', section: '081199', division: '09', title: 'Misfiled' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({ section: 'section 08 11 99 is not in division 09' });
    const right = await post('/api/csisecs', { mf: '04', section: '081199', division: '08', title: 'Filed' });
    expect(right.status).toBe(201);
    expect((await put('/api/csisecs/04-081199', { division: '09' })).status).toBe(400);
  });

  it('refuses a product whose section is outside its division', async () => {
    const res = await post('/api/products', { coid, name: 'Misfiled', division: '09', section: '081113' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('section');
  });

  it('refuses a client whose contract ends before it starts', async () => {
    const free = await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies WHERE coid NOT IN (SELECT coid FROM clients) ORDER BY coid LIMIT 1`);
    const backwards = await post('/api/clients', { coid: free.coid, startsAt: '2025-06-01', endsAt: '2025-05-31' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields).toEqual({ endsAt: 'must not be before startsAt' });
    const created = await post('/api/clients', { coid: free.coid, startsAt: '2025-06-01' });
    expect(created.status).toBe(201);
    expect((await put(`/api/clients/${created.body.seq}`, { endsAt: '2025-01-01' })).status).toBe(400);
  });
});
