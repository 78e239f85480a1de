import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

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
