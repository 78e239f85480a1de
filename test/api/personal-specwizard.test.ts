import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { SAME_ORIGIN, createTestUser } from '../helpers/users';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let wizard: { id: number; coid: number };

const as = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });
const create = (u: TestUser, body: Record<string, unknown>) => request(t.app).post('/api/specwizard-project').set(as(u)).send(body);

beforeAll(async () => {
  t = await createTestApp();
  wizard = await t.db.one(sql`SELECT id, coid FROM content_items WHERE content_type = 'sw' AND online ORDER BY id LIMIT 1`);
});
afterAll(() => t.close());
// Each test has users of its own, so any test runs alone (-t) and in any order.
beforeEach(async () => {
  alice = await createTestUser(t.db);
  bob = await createTestUser(t.db);
});

describe('spec wizard projects API', () => {
  it('refuses anonymous calls with 401', async () => {
    expect((await request(t.app).get('/api/specwizard-project/me')).status).toBe(401);
    expect((await request(t.app).get('/api/specwizard-project/1')).status).toBe(401);
    expect((await request(t.app).get('/api/specwizard-project/1/specs')).status).toBe(401);
    expect((await request(t.app).post('/api/specwizard-project').set(SAME_ORIGIN).send({ name: 'x' })).status).toBe(401);
    expect((await request(t.app).post('/api/specwizard-project/1/specs').set(SAME_ORIGIN).send({ specs: [] })).status).toBe(401);
    expect((await request(t.app).put('/api/specwizard-project/1').set(SAME_ORIGIN).send({ name: 'x' })).status).toBe(401);
    expect((await request(t.app).delete('/api/specwizard-project/1').set(SAME_ORIGIN)).status).toBe(401);
  });

  it('creates without seq (taking the manufacturer from the wizard), updates with seq, lists newest first', async () => {
    const made = await create(alice, { name: 'Lobby doors', type: 12, contentId: wizard.id });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Lobby doors', type: 12, typeName: 'Retail', contentId: wizard.id, coid: wizard.coid, specs: [] });
    const second = (await create(alice, { name: 'Stair rails' })).body;
    const updated = await create(alice, { seq: made.body.seq, name: 'Lobby doors (rev)' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ seq: made.body.seq, contentId: wizard.id, name: 'Lobby doors (rev)' });
    const put = await request(t.app).put(`/api/specwizard-project/${second.seq}`).set(as(alice)).send({ name: 'Stair rails (rev)' });
    expect(put.body.name).toBe('Stair rails (rev)');
    const me = await request(t.app).get('/api/specwizard-project/me').set(as(alice));
    expect(me.body.projects.map((p: { seq: number }) => p.seq)).toEqual([second.seq, made.body.seq]);
    const events = await t.db.many<{ l: string }>(sql`
      SELECT event_action || '/' || event_label AS l FROM activities WHERE user_seq = ${alice.user.seq} AND event_category = 'specwizard-project' ORDER BY seq`);
    expect(events.map((e) => e.l)).toEqual(['save/success', 'save/success', 'save/success', 'save/success']);
  });

  it('stores the selected spec ids and reads them back, each entry carrying specId', async () => {
    const p = (await create(alice, { name: 'Specs', contentId: wizard.id })).body;
    const saved = await request(t.app).post(`/api/specwizard-project/${p.seq}/specs`).set(as(alice)).send({ specs: ['p-2-2-A', 'a-2-2', 'p-2-2-A'] });
    expect(saved.status).toBe(200);
    expect(saved.body.specs).toEqual([{ specId: 'a-2-2' }, { specId: 'p-2-2-A' }]);
    // The selection is replaced, not appended; entries may also be { specId }.
    await request(t.app).post(`/api/specwizard-project/${p.seq}/specs`).set(as(alice)).send({ specs: [{ specId: 'p-3-1-B' }] });
    const read = await request(t.app).get(`/api/specwizard-project/${p.seq}/specs`).set(as(alice));
    expect(read.body.specs).toEqual([{ specId: 'p-3-1-B' }]);
    expect((await request(t.app).get(`/api/specwizard-project/${p.seq}`).set(as(alice))).body.specs).toEqual([{ specId: 'p-3-1-B' }]);
  });

  it('rejects bad input with 400 naming the field', async () => {
    const p = (await create(alice, { name: 'Validation' })).body;
    const badSpecs = await request(t.app).post(`/api/specwizard-project/${p.seq}/specs`).set(as(alice)).send({ specs: ['ok-1', 'no spaces'] });
    expect(badSpecs.status).toBe(400);
    expect(Object.keys(badSpecs.body.error.fields).join()).toContain('specs');
    const notList = await request(t.app).post(`/api/specwizard-project/${p.seq}/specs`).set(as(alice)).send({ specs: 'a-1' });
    expect(notList.body.error.fields).toHaveProperty('specs');
    expect((await create(alice, { name: '' })).body.error.fields).toHaveProperty('name');
    expect((await create(alice, { name: 'X', type: 99 })).body.error.fields).toHaveProperty('type');
    expect((await request(t.app).get('/api/specwizard-project/abc').set(as(alice))).status).toBe(400);
    // A content item that is not a spec wizard is unknown.
    const cad = await t.db.one<{ id: number }>(sql`SELECT id FROM content_items WHERE content_type = 'cad' LIMIT 1`);
    expect((await create(alice, { name: 'X', contentId: cad.id })).status).toBe(404);
  });

  it('never shows or changes another user’s wizard project: 404', async () => {
    const p = (await create(alice, { name: 'Alice only' })).body;
    await request(t.app).post(`/api/specwizard-project/${p.seq}/specs`).set(as(alice)).send({ specs: ['a-1'] });
    expect((await request(t.app).get(`/api/specwizard-project/${p.seq}`).set(as(bob))).status).toBe(404);
    expect((await request(t.app).get(`/api/specwizard-project/${p.seq}/specs`).set(as(bob))).status).toBe(404);
    expect((await request(t.app).post(`/api/specwizard-project/${p.seq}/specs`).set(as(bob)).send({ specs: [] })).status).toBe(404);
    expect((await request(t.app).put(`/api/specwizard-project/${p.seq}`).set(as(bob)).send({ name: 'Bob' })).status).toBe(404);
    expect((await create(bob, { seq: p.seq, name: 'Bob' })).status).toBe(404);
    expect((await request(t.app).delete(`/api/specwizard-project/${p.seq}`).set(as(bob))).status).toBe(404);
    const read = await request(t.app).get(`/api/specwizard-project/${p.seq}`).set(as(alice));
    expect(read.body).toMatchObject({ name: 'Alice only', specs: [{ specId: 'a-1' }] });
    expect((await request(t.app).get('/api/specwizard-project/me').set(as(bob))).body.projects).toEqual([]);
  });

  it('deletes the user’s own wizard project and records the event', async () => {
    const p = (await create(bob, { name: 'Temporary' })).body;
    expect((await request(t.app).delete(`/api/specwizard-project/${p.seq}`).set(as(bob))).status).toBe(204);
    expect((await request(t.app).get(`/api/specwizard-project/${p.seq}`).set(as(bob))).status).toBe(404);
    const last = await t.db.one<{ event_action: string; event_label: string }>(sql`
      SELECT event_action, event_label FROM activities WHERE user_seq = ${bob.user.seq} ORDER BY seq DESC LIMIT 1`);
    expect(last).toEqual({ event_action: 'delete', event_label: 'success' });
  });

  it('refuses a cookie-authenticated change without a same-site Origin (CSRF)', async () => {
    expect((await request(t.app).post('/api/specwizard-project').set('Cookie', alice.cookie).send({ name: 'Csrf' })).status).toBe(403);
    expect((await request(t.app).post('/api/specwizard-project').set('Cookie', alice.cookie).set(SAME_ORIGIN).send({ name: 'Csrf' })).status).toBe(201);
  });
});
