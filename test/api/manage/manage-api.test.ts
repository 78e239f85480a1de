import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../src/db/sql';
import { issueApiKey } from '../../../src/services/api-keys';
import type { TestApp } from '../../helpers/test-app';
import { createTestApp } from '../../helpers/test-app';
import type { TestUser } from '../../helpers/users';
import { createTestUser, SAME_ORIGIN } from '../../helpers/users';

let t: TestApp;
let coid: number;
let otherCoid: number;
let staff: TestUser;
let otherStaff: TestUser;
let architect: TestUser;
let admin: TestUser;
let writeKey: string;
let readKey: string;
let otherKey: string;
let codes = 0;

const as = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });
const door = (extra: object = {}) => ({
  template: 'hollow-metal-doors',
  code: `API-${++codes}`,
  name: 'Workspace Steel Door',
  section: '08 11 13',
  properties: { 'fire-rating': 5400, core: 'polyurethane', standards: ['UL 10C'] },
  ...extra,
});
const create = async (headers: Record<string, string>, body: object = door()) => request(t.app).post(`/api/manage/${coid}/products`).set(headers).send(body);

beforeAll(async () => {
  t = await createTestApp();
  const companies = await t.db.many<{ coid: number }>(sql`SELECT coid FROM companies ORDER BY coid LIMIT 2`);
  [coid, otherCoid] = companies.map((c) => c.coid);
  staff = await createTestUser(t.db, { coid });
  otherStaff = await createTestUser(t.db, { coid: otherCoid });
  architect = await createTestUser(t.db);
  admin = await createTestUser(t.db, { isAdmin: true });
  writeKey = (await issueApiKey(t.db, { name: 'PIM', rateLimit: 1000, createdBy: admin.user.seq, coid, canWrite: true })).secret;
  readKey = (await issueApiKey(t.db, { name: 'PIM reader', rateLimit: 1000, createdBy: admin.user.seq, coid, canWrite: false })).secret;
  otherKey = (await issueApiKey(t.db, { name: 'Other PIM', rateLimit: 1000, createdBy: admin.user.seq, coid: otherCoid, canWrite: true })).secret;
});
afterAll(() => t.close());

describe('POST /api/manage/{coid}/products and the states', () => {
  it('creates a draft (201), submits it, and an administrator publishes it onto the public API', async () => {
    const created = await create(as(staff));
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), state: 'draft' });
    const id = created.body.id;
    await request(t.app).get(`/api/products/${id}`).expect(404);
    const listed = await request(t.app).get(`/api/manage/${coid}/products`).set(as(staff)).expect(200);
    expect(listed.body.items.find((p: { id: number }) => p.id === id)).toMatchObject({ state: 'draft', online: false, changePending: true });

    expect((await request(t.app).post(`/api/manage/${coid}/products/${id}/submit`).set(as(staff)).expect(200)).body).toEqual({ state: 'submitted' });
    expect((await request(t.app).post(`/api/manage/${coid}/products/${id}/submit`).set(as(staff))).status).toBe(409);
    expect((await request(t.app).post(`/api/manage/${coid}/products/${id}/publish`).set(as(staff))).status).toBe(403);
    const queue = await request(t.app).get('/api/manage/review').set(as(admin)).expect(200);
    const item = queue.body.items.find((i: { id: number }) => i.id === id);
    expect(item).toMatchObject({ coid, firstPublication: true });
    expect(item.lines).toContainEqual({ field: 'properties.fire-rating', label: 'Fire rating', before: null, after: '90 min' });

    expect((await request(t.app).post(`/api/manage/${coid}/products/${id}/publish`).set(as(admin)).expect(200)).body).toEqual({ state: 'published' });
    expect((await request(t.app).get(`/api/products/${id}`).expect(200)).body.name).toBe('Workspace Steel Door');
  });

  it('keeps a change to a published product off the site until it is published, and audits before and after', async () => {
    const body = door();
    const { id } = (await create(as(staff), body)).body;
    await request(t.app).post(`/api/manage/${coid}/products/${id}/publish`).set(as(admin)).expect(200);
    const changed = await request(t.app).put(`/api/manage/${coid}/products/${id}`).set(as(staff)).send({ ...body, properties: { ...body.properties, 'fire-rating': 3600 } });
    expect(changed.body).toEqual({ id, state: 'draft' });
    const fireRating = async () => (await request(t.app).get(`/api/products/${id}`).expect(200)).body.properties.find((p: { id: string }) => p.id === 'fire-rating').value;
    expect(await fireRating()).toBe(5400);
    await request(t.app).post(`/api/manage/${coid}/products/${id}/submit`).set(as(staff)).expect(200);
    await request(t.app).post(`/api/manage/${coid}/products/${id}/publish`).set(as(admin)).expect(200);
    expect(await fireRating()).toBe(3600);

    const audit = await request(t.app).get(`/api/manage/${coid}/audit?product=${id}`).set(as(staff)).expect(200);
    const publish = audit.body.items.find((e: { action: string }) => e.action === 'product.publish');
    expect(publish).toMatchObject({ actor: `user:${admin.user.email}`, targetKind: 'product', targetId: id });
    expect(publish.before.properties['fire-rating']).toBe(5400);
    expect(publish.after.properties['fire-rating']).toBe(3600);
    expect(audit.body.items.map((e: { action: string }) => e.action)).toEqual(['product.publish', 'product.submit', 'product.update', 'product.publish', 'product.create']);
  });

  it('answers 400 naming every bad field and property, and 409 for a code already used', async () => {
    const bad = await create(as(staff), { ...door(), name: '', section: '99', properties: { 'fire-rating': 'ninety', stc: 500, shade: 'red' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['name', 'properties.fire-rating', 'properties.shade', 'properties.stc', 'section']);
    const unknown = await create(as(staff), { ...door(), template: 'no-such-template', colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toHaveProperty('colour');
    const noTemplate = await create(as(staff), { ...door(), template: 'no-such-template' });
    expect(noTemplate.body.error.fields).toEqual({ template: 'no product template is called no-such-template' });
    const body = door();
    await create(as(staff), body).then((r) => expect(r.status).toBe(201));
    const twice = await create(as(staff), body);
    expect(twice.status).toBe(409);
    expect(twice.body.error.fields).toHaveProperty('code');
  });

  it('removes a never-published product and withdraws a published one on DELETE', async () => {
    const draft = (await create(as(staff))).body.id;
    expect((await request(t.app).delete(`/api/manage/${coid}/products/${draft}`).set(as(staff)).expect(200)).body).toEqual({ state: 'removed' });
    await request(t.app).post(`/api/manage/${coid}/products/${draft}/submit`).set(as(staff)).expect(404);
    const live = (await create(as(staff))).body.id;
    await request(t.app).post(`/api/manage/${coid}/products/${live}/publish`).set(as(admin)).expect(200);
    expect((await request(t.app).delete(`/api/manage/${coid}/products/${live}`).set(as(staff)).expect(200)).body).toEqual({ state: 'withdrawn' });
    await request(t.app).get(`/api/products/${live}`).expect(404);
  });

  it('lets the staff of a trusted manufacturer publish without review', async () => {
    const { id } = (await create(as(staff))).body;
    expect((await request(t.app).put(`/api/manage/${coid}/trusted`).set(as(staff)).send({ trusted: true })).status).toBe(403);
    await request(t.app).put(`/api/manage/${coid}/trusted`).set(as(admin)).send({ trusted: true }).expect(200);
    try {
      expect((await request(t.app).get(`/api/manage/${coid}`).set(as(staff)).expect(200)).body.trusted).toBe(true);
      expect((await request(t.app).post(`/api/manage/${coid}/products/${id}/publish`).set(as(staff)).expect(200)).body).toEqual({ state: 'published' });
    } finally {
      await request(t.app).put(`/api/manage/${coid}/trusted`).set(as(admin)).send({ trusted: false }).expect(200);
    }
  });
});

describe('who may call /api/manage', () => {
  const calls = (id: number): [string, string, object?][] => [
    ['get', `/api/manage/${coid}`],
    ['get', `/api/manage/${coid}/products`],
    ['post', `/api/manage/${coid}/products`, door()],
    ['put', `/api/manage/${coid}/products/${id}`, door()],
    ['delete', `/api/manage/${coid}/products/${id}`],
    ['post', `/api/manage/${coid}/products/${id}/submit`],
    ['post', `/api/manage/${coid}/products/${id}/publish`],
    ['get', `/api/manage/${coid}/audit`],
  ];
  const send = (method: string, path: string, headers: Record<string, string>, body?: object) => {
    const r = (request(t.app) as unknown as Record<string, (p: string) => request.Test>)[method](path).set(headers);
    return body ? r.send(body) : r;
  };

  it('answers 401 to anonymous callers and 403 to architects, other manufacturers’ staff and their keys', async () => {
    const { id } = (await create(as(staff))).body;
    for (const [method, path, body] of calls(id)) {
      expect((await send(method, path, SAME_ORIGIN, body)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await send(method, path, as(architect), body)).status, `${method} ${path} architect`).toBe(403);
      expect((await send(method, path, as(otherStaff), body)).status, `${method} ${path} other staff`).toBe(403);
      expect((await send(method, path, { 'X-Api-Key': otherKey }, body)).status, `${method} ${path} other key`).toBe(403);
      expect((await send(method, path, { 'X-Api-Key': 'sk_unknownunknownunknownunknownunknownunknown1' }, body)).status, `${method} ${path} unknown key`).toBe(401);
    }
    expect((await request(t.app).get('/api/manage/review').set(as(staff))).status).toBe(403);
    expect((await request(t.app).get('/api/manage/review')).status).toBe(401);
  });

  it('lets a key scoped to the manufacturer with write rights create and submit, but not publish; a read-only key only reads', async () => {
    const created = await create({ 'X-Api-Key': writeKey });
    expect(created.status).toBe(201);
    const id = created.body.id;
    await request(t.app).post(`/api/manage/${coid}/products/${id}/submit`).set('X-Api-Key', writeKey).expect(200);
    expect((await request(t.app).post(`/api/manage/${coid}/products/${id}/publish`).set('X-Api-Key', writeKey)).status).toBe(403);
    expect((await create({ 'X-Api-Key': readKey })).status).toBe(403);
    const listed = await request(t.app).get(`/api/manage/${coid}/products`).set('X-Api-Key', readKey).expect(200);
    expect(listed.body.items.some((p: { id: number }) => p.id === id)).toBe(true);
    const audit = await request(t.app).get(`/api/manage/${coid}/audit?product=${id}`).set('X-Api-Key', readKey).expect(200);
    expect(audit.body.items[0].actor).toMatch(/^api-key:sk_/);
  });

  it('takes session-cookie writes from this site only, and never uses the cookie of a request that presents a key', async () => {
    expect((await create({ Cookie: staff.cookie })).status).toBe(403);
    expect((await create({ Cookie: staff.cookie, ...SAME_ORIGIN })).status).toBe(201);
    expect((await create({ Cookie: staff.cookie, 'X-Api-Key': readKey })).status).toBe(403);
  });
});
