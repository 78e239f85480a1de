import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { recordEvent } from '../../src/services/personal/analytics';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { SAME_ORIGIN, createTestUser } from '../helpers/users';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let coid: number;

const as = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });
const create = (u: TestUser, body: Record<string, unknown>) => request(t.app).post('/api/char-project').set(as(u)).send(body);

async function events(u: TestUser) {
  return t.db.many<{ event_category: string; event_action: string; event_label: string; event_value: number }>(sql`
    SELECT event_category, event_action, event_label, event_value FROM activities WHERE user_seq = ${u.user.seq} ORDER BY seq`);
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await createTestUser(t.db);
  bob = await createTestUser(t.db);
  coid = (await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies ORDER BY coid LIMIT 1`)).coid;
});
afterAll(() => t.close());

describe('character projects API', () => {
  it('refuses anonymous calls with 401', async () => {
    expect((await request(t.app).get('/api/char-project')).status).toBe(401);
    expect((await request(t.app).get('/api/char-project/1')).status).toBe(401);
    expect((await request(t.app).post('/api/char-project').set(SAME_ORIGIN).send({ name: 'X' })).status).toBe(401);
    expect((await request(t.app).put('/api/char-project/1').set(SAME_ORIGIN).send({ name: 'X' })).status).toBe(401);
    expect((await request(t.app).delete('/api/char-project/1').set(SAME_ORIGIN)).status).toBe(401);
  });

  it('creates a project when seq is absent, with owner fields from the user and a projectId', async () => {
    const csiMap = { '08 11 13': [coid] };
    const res = await create(alice, { name: 'Harbor Library', type: 42, city: 'Portland', state: 'OR', csiMap });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Harbor Library', type: 42, typeName: 'Education', city: 'Portland', state: 'OR', csiMap, last_spec_date: null });
    expect(res.body.projectId).toMatch(/^P-\d{4}-\d{4,}$/);
    expect(res.body.owner).toMatchObject({ seq: alice.user.seq, fullname: `Test ${alice.user.lastName}` });
    expect(Object.keys(res.body.owner).sort()).toEqual(['city', 'company', 'fullname', 'seq', 'state', 'website']);
  });

  it('updates when seq is present (POST with seq, or PUT /{seq}) instead of creating', async () => {
    const made = (await create(alice, { name: 'Depot Offices', type: 11 })).body;
    const count = async () => (await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM char_projects WHERE user_seq = ${alice.user.seq}`)).n;
    const before = await count();
    const viaPost = await create(alice, { seq: made.seq, name: 'Depot Offices II' });
    expect(viaPost.status).toBe(200);
    expect(viaPost.body).toMatchObject({ seq: made.seq, projectId: made.projectId, name: 'Depot Offices II', type: 11 });
    const viaPut = await request(t.app).put(`/api/char-project/${made.seq}`).set(as(alice)).send({ name: 'Depot Offices III', type: null });
    expect(viaPut.status).toBe(200);
    expect(viaPut.body).toMatchObject({ seq: made.seq, name: 'Depot Offices III', type: null, typeName: null });
    expect(await count()).toBe(before);
    const mismatch = await request(t.app).put(`/api/char-project/${made.seq}`).set(as(alice)).send({ seq: made.seq + 1, name: 'X' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields).toHaveProperty('seq');
  });

  it('reads one project by seq or projectId, and lists the user’s projects newest first', async () => {
    const names = ['First Hall', 'Second Hall', 'Third Hall'];
    const made = [];
    for (const name of names) made.push((await create(bob, { name })).body);
    const bySeq = await request(t.app).get(`/api/char-project/${made[0].seq}`).set(as(bob));
    expect(bySeq.status).toBe(200);
    expect(bySeq.body.name).toBe('First Hall');
    const byId = await request(t.app).get(`/api/char-project/${made[1].projectId}`).set(as(bob));
    expect(byId.body.seq).toBe(made[1].seq);
    const list = await request(t.app).get('/api/char-project').set(as(bob));
    expect(list.body.projects.map((p: { name: string }) => p.name)).toEqual([...names].reverse());
  });

  it('rejects bad input with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'Ok', type: 30 }, 'type'],
      [{ name: 'Ok', type: 'office' }, 'type'],
      [{ name: 'Ok', state: 'ZZ' }, 'state'],
      [{ name: 'Ok', csiMap: { '0811': [coid] } }, 'csiMap.0811'],
      [{ name: 'Ok', seq: 'abc' }, 'seq'],
      [{ name: '<script>alert(1)</script>' }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await create(alice, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}).join(','), JSON.stringify(body)).toContain(field);
    }
    const extra = await create(alice, { name: 'Ok', owner: { seq: bob.user.seq } });
    expect(extra.status).toBe(400);
    expect((await request(t.app).get('/api/char-project/not%20an%20id').set(as(alice))).status).toBe(400);
  });

  it('never shows or changes another user’s project: 404', async () => {
    const mine = (await create(alice, { name: 'Private Clinic', type: 41 })).body;
    expect((await request(t.app).get(`/api/char-project/${mine.seq}`).set(as(bob))).status).toBe(404);
    expect((await request(t.app).get(`/api/char-project/${mine.projectId}`).set(as(bob))).status).toBe(404);
    expect((await request(t.app).put(`/api/char-project/${mine.seq}`).set(as(bob)).send({ name: 'Stolen' })).status).toBe(404);
    expect((await create(bob, { seq: mine.seq, name: 'Stolen' })).status).toBe(404);
    expect((await request(t.app).delete(`/api/char-project/${mine.seq}`).set(as(bob))).status).toBe(404);
    const row = await t.db.one<{ name: string }>(sql`SELECT name FROM char_projects WHERE seq = ${mine.seq}`);
    expect(row.name).toBe('Private Clinic');
    expect((await request(t.app).get('/api/char-project').set(as(bob))).body.projects.map((p: { seq: number }) => p.seq)).not.toContain(mine.seq);
  });

  it('deletes the user’s own project with its outline specs', async () => {
    const made = (await create(alice, { name: 'Short-lived' })).body;
    await t.db.query(sql`INSERT INTO project_outline_specs (project_seq, coid, section) VALUES (${made.seq}, ${coid}, '08 11 13')`);
    expect((await request(t.app).delete(`/api/char-project/${made.seq}`).set(as(alice))).status).toBe(204);
    expect((await request(t.app).get(`/api/char-project/${made.seq}`).set(as(alice))).status).toBe(404);
    expect(await t.db.maybeOne(sql`SELECT 1 FROM project_outline_specs WHERE project_seq = ${made.seq}`)).toBeNull();
  });

  it('refuses a cookie-authenticated save without a same-site Origin (CSRF)', async () => {
    expect((await request(t.app).post('/api/char-project').set('Cookie', alice.cookie).send({ name: 'Csrf' })).status).toBe(403);
    expect((await request(t.app).post('/api/char-project').set('Cookie', alice.cookie).set(SAME_ORIGIN).send({ name: 'Csrf' })).status).toBe(201);
  });
});

describe('project analytics: a save or delete records success or failed', () => {
  it('records success or failed for every save and delete', async () => {
    const carol = await createTestUser(t.db);
    const made = (await create(carol, { name: 'Tracked' })).body;
    await create(carol, { name: '' });
    await request(t.app).put(`/api/char-project/${made.seq}`).set(as(carol)).send({ name: 'Tracked 2' });
    await request(t.app).delete('/api/char-project/999999').set(as(carol));
    await request(t.app).delete(`/api/char-project/${made.seq}`).set(as(carol));
    const labels = (await events(carol)).map((e) => `${e.event_category}/${e.event_action}/${e.event_label}/${e.event_value}`);
    expect(labels).toEqual([
      'project/save/success/1',
      'project/save/failed/1',
      'project/save/success/1',
      'project/delete/failed/1',
      'project/delete/success/1',
    ]);
  });

  it('fills the defaults of an analytics event', async () => {
    const dave = await createTestUser(t.db);
    await recordEvent(t.db, { userSeq: dave.user.seq });
    expect(await events(dave)).toEqual([{ event_category: 'click', event_action: 'general', event_label: 'unlabelled', event_value: 1 }]);
  });
});

describe('POST /api/user-project-fyi', () => {
  it('records once per user that they want news about a manufacturer project', async () => {
    const project = await t.db.one<{ seq: number; coid: number }>(sql`SELECT seq, coid FROM client_projects ORDER BY seq LIMIT 1`);
    const send = (u: TestUser, body: unknown) => request(t.app).post('/api/user-project-fyi').set(as(u)).send(body as object);
    expect((await request(t.app).post('/api/user-project-fyi').set(SAME_ORIGIN).send({ projectId: project.seq })).status).toBe(401);
    const first = await send(alice, { projectId: project.seq });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ projectId: project.seq, coid: project.coid });
    expect((await send(alice, { projectId: project.seq })).body.seq).toBe(first.body.seq);
    const bobs = await send(bob, { projectId: project.seq });
    expect(bobs.body.seq).not.toBe(first.body.seq);
    const rows = await t.db.many(sql`SELECT user_seq FROM user_project_fyi WHERE client_project_seq = ${project.seq} ORDER BY user_seq`);
    expect(rows).toEqual([{ user_seq: alice.user.seq }, { user_seq: bob.user.seq }]);
    expect((await send(alice, { projectId: 99999999 })).status).toBe(404);
    const bad = await send(alice, { projectId: 'soon' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('projectId');
    expect((await request(t.app).post('/api/user-project-fyi').set('Cookie', alice.cookie).send({ projectId: project.seq })).status).toBe(403);
  });
});
