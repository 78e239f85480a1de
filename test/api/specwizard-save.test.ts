import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

/** The wizard's own save: one call stores the project and its selection, in one transaction, with one event. */

let t: TestApp;
let wizardId: number;
/** A spec id the database refuses to store (a trigger below): a save that fails after the project row was written. */
const REFUSED_ID = 'refused-by-trigger';

const as = (u: TestUser) => ({ Authorization: `Bearer ${u.token}` });
const projectsOf = (u: TestUser) =>
  t.db.many<{ seq: number; name: string }>(sql`SELECT seq, name FROM specwizard_projects WHERE user_seq = ${u.user.seq} ORDER BY seq`);
const eventsOf = async (u: TestUser) =>
  (
    await t.db.many<{ e: string }>(sql`
      SELECT event_action || '/' || event_label AS e FROM activities
      WHERE user_seq = ${u.user.seq} AND event_category = 'specwizard-project' ORDER BY seq`)
  ).map((r) => r.e);

beforeAll(async () => {
  t = await createTestApp();
  wizardId = (await t.db.one<{ id: number }>(sql`SELECT id FROM content_items WHERE content_type = 'sw' AND online ORDER BY id LIMIT 1`)).id;
  await t.db.exec(`
    CREATE FUNCTION refuse_spec() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'spec % refused', NEW.spec_id; END $$;
    CREATE TRIGGER refuse_spec BEFORE INSERT ON specwizard_project_specs
      FOR EACH ROW WHEN (NEW.spec_id = '${REFUSED_ID}') EXECUTE FUNCTION refuse_spec();`);
});
afterAll(() => t.close());

describe('saving a wizard project in one call', () => {
  it('creates the project with its selection and records one success event', async () => {
    const u = await createTestUser(t.db);
    const res = await request(t.app)
      .post('/api/specwizard-project')
      .set(as(u))
      .send({ name: 'Library', contentId: wizardId, specs: ['p-2-4-A', 'p-2-4-A-2', { specId: 'a-2-4' }], inputs: { 'p-1-4-D-value': '150' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Library',
      contentId: wizardId,
      specs: [{ specId: 'a-2-4' }, { specId: 'p-2-4-A' }, { specId: 'p-2-4-A-2' }],
      inputs: { 'p-1-4-D-value': '150' },
    });
    expect(await projectsOf(u)).toEqual([{ seq: res.body.seq, name: 'Library' }]);
    const stored = await request(t.app).get(`/api/specwizard-project/${res.body.seq}/specs`).set(as(u));
    expect(stored.body).toEqual({ specs: res.body.specs, inputs: { 'p-1-4-D-value': '150' } });
    expect(await eventsOf(u)).toEqual(['save/success']);
  });

  it('leaves no half-made project when the save fails, records the failure, and the next save creates one project', async () => {
    const u = await createTestUser(t.db);
    const failed = await request(t.app)
      .post('/api/specwizard-project')
      .set(as(u))
      .send({ name: 'Clinic', contentId: wizardId, specs: ['p-2-4-A', REFUSED_ID] });
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(failed.body.error).toMatchObject({ status: failed.status });
    expect(await projectsOf(u)).toEqual([]);
    expect(await eventsOf(u)).toEqual(['save/failed']);

    const retried = await request(t.app).post('/api/specwizard-project').set(as(u)).send({ name: 'Clinic', contentId: wizardId, specs: ['p-2-4-A'] });
    expect(retried.status).toBe(201);
    expect(await projectsOf(u)).toEqual([{ seq: retried.body.seq, name: 'Clinic' }]);
    expect(await eventsOf(u)).toEqual(['save/failed', 'save/success']);
  });

  it('a second save updates the project: its name and its whole selection, never a second project', async () => {
    const u = await createTestUser(t.db);
    const first = (await request(t.app).post('/api/specwizard-project').set(as(u)).send({ name: 'School', contentId: wizardId, specs: ['a-1', 'a-2'], inputs: { 'p-1-4-D-value': '90' } })).body;
    const second = await request(t.app).put(`/api/specwizard-project/${first.seq}`).set(as(u)).send({ name: 'School (rev)', specs: ['a-3'], inputs: {} });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ seq: first.seq, name: 'School (rev)', contentId: wizardId, specs: [{ specId: 'a-3' }], inputs: {} });
    // A failing update keeps the last saved state whole.
    const failed = await request(t.app).put(`/api/specwizard-project/${first.seq}`).set(as(u)).send({ name: 'School (lost)', specs: ['a-4', REFUSED_ID] });
    expect(failed.status).toBeGreaterThanOrEqual(500);
    expect(await projectsOf(u)).toEqual([{ seq: first.seq, name: 'School (rev)' }]);
    expect((await request(t.app).get(`/api/specwizard-project/${first.seq}`).set(as(u))).body.specs).toEqual([{ specId: 'a-3' }]);
    expect(await eventsOf(u)).toEqual(['save/success', 'save/success', 'save/failed']);
  });

  it('POST /{id}/specs records a success or failure event too', async () => {
    const u = await createTestUser(t.db);
    const p = (await request(t.app).post('/api/specwizard-project').set(as(u)).send({ name: 'Specs only' })).body;
    expect((await request(t.app).post(`/api/specwizard-project/${p.seq}/specs`).set(as(u)).send({ specs: ['a-1'] })).status).toBe(200);
    expect((await request(t.app).post(`/api/specwizard-project/${p.seq + 100000}/specs`).set(as(u)).send({ specs: ['a-1'] })).status).toBe(404);
    expect(await eventsOf(u)).toEqual(['save/success', 'save/success', 'save/failed']);
  });

  it('refuses inputs without specs with a 400 naming the field, and creates nothing', async () => {
    const u = await createTestUser(t.db);
    const res = await request(t.app).post('/api/specwizard-project').set(as(u)).send({ name: 'Inputs only', inputs: { 'p-1-4-D-value': '1' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ inputs: 'must come with specs' });
    expect(await projectsOf(u)).toEqual([]);
  });
});
