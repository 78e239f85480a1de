import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { RESOURCE_FAMILIES } from '../../src/services/resources/families';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser, SAME_ORIGIN } from '../helpers/users';

/**
 * Every family of the generic resources API through the same checks: list, get, by-ids,
 * es, 404s, access, and (for writable families) create/update/delete with 400s naming the field.
 */

type Body = Record<string, unknown>;

let t: TestApp;
let admin: TestUser;
let member: TestUser;
let samples: Record<string, { create: Body; update: Body }>;

const UNKNOWN_ID: Record<string, string> = { csinos: '04-99', csisecs: '04-999999', 'catalog-pages': '2147483000-1', 'content-types': 'warpdrive' };
const unknownId = (name: string) => UNKNOWN_ID[name] ?? '2147483000';
const asAdmin = () => ({ Authorization: `Bearer ${admin.token}` });
const asMember = () => ({ Authorization: `Bearer ${member.token}` });

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.db, { isAdmin: true });
  member = await createTestUser(t.db);
  const { coid } = await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies ORDER BY coid LIMIT 1`);
  const free = await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies WHERE coid NOT IN (SELECT coid FROM clients) ORDER BY coid LIMIT 1`);
  const catalog = await t.db.one<{ id: number }>(sql`SELECT id FROM content_items WHERE content_type = 'catalog' ORDER BY id LIMIT 1`);
  const item = (title: string) => ({ create: { coid, title, filename: 'test.pdf', division: '08', section: '081113' }, update: { title: `${title} v2` } });
  samples = {
    activities: { create: { eventCategory: 'click', eventAction: 'download', eventLabel: 'test', eventValue: 2, path: '/x' }, update: { eventValue: 5 } },
    alerts: { create: { kind: 'news', title: 'Test alert', body: 'Body', coid }, update: { title: 'Changed alert' } },
    'blog-posts': { create: { title: 'Test post', author: 'Ann Author', body: 'Text', division: '08' }, update: { author: 'Bo Author' } },
    catalogs: item('Test catalog'),
    'catalog-pages': { create: { contentId: catalog.id, pageNumber: 9999, data: 'Page text of the test catalog' }, update: { data: 'Changed page text' } },
    certificates: item('Test certificate'),
    ceus: {
      create: { title: 'Test course', creditHours: 1.5, objectives: ['Learn'], quiz: [{ question: 'Q?', choices: ['a', 'b'], answer: 1 }] },
      update: { creditHours: 2.25 },
    },
    clients: { create: { coid: free.coid, plan: 'premium', startsAt: '2024-01-01' }, update: { endsAt: '2025-12-31' } },
    'client-projects': { create: { coid, name: 'Test tower', city: 'Austin', state: 'TX', photos: [{ alt: 'Lobby' }] }, update: { city: 'Boston' } },
    'contacts-external': { create: { fullName: 'Jane Guest', company: 'Acme' }, update: { company: 'Other Co' } },
    'content-requests': { create: { email: 'someone@example.com', message: 'Please send samples', coid }, update: { status: 'answered' } },
    csinos: { create: { mf: '95', division: '49', title: 'Test division' }, update: { title: 'Changed division' } },
    csisecs: { create: { mf: '95', section: '49990', division: '49', title: 'Test section' }, update: { title: 'Changed section' } },
    customhtml: { create: { coid, html: '<p>Hello</p>' }, update: { slot: 'sidebar' } },
    datasheets: item('Test datasheet'),
    'homepage-promos': { create: { title: 'Test promo', linkUrl: '/podcast' }, update: { linkLabel: 'Listen now' } },
    podcasts: { create: { title: 'Test podcast', durationSec: 120 }, update: { summary: 'About glass' } },
    products: { create: { coid, name: 'Test product', tradename: 'TP-1', division: '08', section: '08 11 13' }, update: { tree_order: 7 } },
  };
});
afterAll(() => t.close());

/** A value of the wrong JSON type for a sample value. */
const wrongType = (value: unknown): unknown => (typeof value === 'string' ? 12345 : typeof value === 'number' ? 'not a number' : 'not an object');

describe.each(RESOURCE_FAMILIES.map((def) => [def.name, def] as const))('/api/%s', (name, def) => {
  const base = `/api/${name}`;

  it('lists a page with its total', async () => {
    const res = await request(t.app).get(base).query({ size: 2 }).set(asAdmin());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 2 });
    expect(res.body.items.length).toBeLessThanOrEqual(2);
    expect(res.body.total).toBeGreaterThanOrEqual(res.body.items.length);
    for (const item of res.body.items) expect(item.id).toBeDefined();
  });

  it('reads one, several by id and the search document; unknown ids are 404', async () => {
    let id = (await request(t.app).get(base).query({ size: 1 }).set(asAdmin())).body.items[0]?.id;
    if (id === undefined) id = (await request(t.app).post(base).set(asAdmin()).send(samples[name].create)).body.id;
    expect(id).toBeDefined();
    const one = await request(t.app).get(`${base}/${id}`).set(asAdmin());
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(id);
    const many = await request(t.app).get(`${base}/by-ids/${unknownId(name)},${id}`).set(asAdmin());
    expect(many.status).toBe(200);
    expect(many.body.items.map((i: Body) => i.id)).toEqual([id]);
    const doc = await request(t.app).get(`${base}/es/${id}`).set(asAdmin());
    expect(doc.status).toBe(200);
    expect(doc.body).toMatchObject(one.body);
    for (const path of [`${base}/${unknownId(name)}`, `${base}/es/${unknownId(name)}`]) {
      const missing = await request(t.app).get(path).set(asAdmin());
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toContain(unknownId(name));
    }
  });

  it(def.publicRead ? 'is readable by anyone' : 'is readable by administrators only', async () => {
    const anonymous = await request(t.app).get(base);
    const signedIn = await request(t.app).get(base).set(asMember());
    expect(anonymous.status).toBe(def.publicRead ? 200 : 401);
    expect(signedIn.status).toBe(def.publicRead ? 200 : 403);
    if (!def.publicRead) expect((await request(t.app).get(`${base}/by-ids/1`)).status).toBe(401);
  });

  if (def.rows) {
    it('refuses writes: 401/403 for anyone but an administrator, 405 (read-only) for an administrator', async () => {
      const writes = (who: Record<string, string>) => [
        request(t.app).post(base).set(SAME_ORIGIN).set(who).send({}),
        request(t.app).put(`${base}/cad`).set(SAME_ORIGIN).set(who).send({}),
        request(t.app).delete(`${base}/cad`).set(SAME_ORIGIN).set(who),
      ];
      for (const res of await Promise.all(writes({}))) expect(res.status).toBe(401);
      for (const res of await Promise.all(writes(asMember()))) expect(res.status).toBe(403);
      for (const res of await Promise.all(writes(asAdmin()))) {
        expect(res.status).toBe(405);
        expect(res.body.error.message).toBe(`${def.name} are read-only: they are defined by the site's code, not stored as data`);
      }
    });
    return;
  }

  it('is created, changed and deleted by an administrator', async () => {
    const { create, update } = samples[name];
    const created = await request(t.app).post(base).set(asAdmin()).send(create);
    expect(created.status).toBe(201);
    const id = created.body.id;
    const got = await request(t.app).get(`${base}/${id}`).set(asAdmin());
    expect(got.body).toEqual(created.body);
    const changed = await request(t.app).put(`${base}/${id}`).set(asAdmin()).send(update);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject(update);
    expect((await request(t.app).get(`${base}/${id}`).set(asAdmin())).body).toMatchObject(update);
    const deleted = await request(t.app).delete(`${base}/${id}`).set(asAdmin());
    expect(deleted.status).toBe(200);
    expect((await request(t.app).get(`${base}/${id}`).set(asAdmin())).status).toBe(404);
    expect((await request(t.app).delete(`${base}/${id}`).set(asAdmin())).status).toBe(404);
  });

  it('refuses writes from anonymous visitors (401) and signed-in non-administrators (403)', async () => {
    const { create, update } = samples[name];
    expect((await request(t.app).post(base).set(SAME_ORIGIN).send(create)).status).toBe(401);
    expect((await request(t.app).post(base).set(asMember()).send(create)).status).toBe(403);
    expect((await request(t.app).put(`${base}/${unknownId(name)}`).set(asMember()).send(update)).status).toBe(403);
    expect((await request(t.app).delete(`${base}/${unknownId(name)}`).set(SAME_ORIGIN)).status).toBe(401);
    expect((await request(t.app).put(`${base}/${unknownId(name)}`).set({ Cookie: member.cookie, ...SAME_ORIGIN }).send(update)).status).toBe(403);
  });

  it('answers 400 naming an unknown field or a field of the wrong type', async () => {
    const { create } = samples[name];
    const unknown = await request(t.app).post(base).set(asAdmin()).send({ ...create, colour: 'red' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ colour: expect.stringContaining('not a writable field') });
    const [field, value] = Object.entries(create)[0];
    const badType = await request(t.app).post(base).set(asAdmin()).send({ ...create, [field]: wrongType(value) });
    expect(badType.status).toBe(400);
    expect(Object.keys(badType.body.error.fields)).toEqual([field]);
    expect(badType.body.error.message).toContain(field);
  });

  it('answers 404 for changes to an unknown id', async () => {
    expect((await request(t.app).put(`${base}/${unknownId(name)}`).set(asAdmin()).send(samples[name].update)).status).toBe(404);
    expect((await request(t.app).delete(`${base}/${unknownId(name)}`).set(asAdmin())).status).toBe(404);
  });
});
