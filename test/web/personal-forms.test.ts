import cookieSession from 'cookie-session';
import express from 'express';
import type { ErrorRequestHandler } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersonalForms } from '../../src/web/actions/personal/personal-forms';
import { originCheck } from '../../src/auth/csrf';
import { attachUser } from '../../src/auth/current-user';
import { loadConfig } from '../../src/config';
import { sql } from '../../src/db/sql';
import { toAppError } from '../../src/errors';
import { createLogger } from '../../src/log';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { SAME_ORIGIN, createTestUser } from '../helpers/users';

let t: TestApp;
let app: express.Express;
let alice: TestUser;
let bob: TestUser;
let item: { id: number; content_type: string };

/**
 * The app with the personal forms router in front of it, built the way src/app.ts mounts the
 * accounts forms. Once src/app.ts mounts createPersonalForms itself, the app is used as is.
 */
async function withPersonalForms(test: TestApp): Promise<express.Express> {
  const probe = await request(test.app).post('/account/projects').set(SAME_ORIGIN).type('form').send({});
  if (probe.status !== 404) return test.app;
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' });
  const deps = { db: test.db, config, log: createLogger('silent') };
  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    const e = toAppError(error);
    res.status(e.statusCode).type('text').send(e.message);
  };
  const outer = express();
  outer.use(cookieSession({ name: 'session', secret: config.SESSION_SECRET }), attachUser(test.db), originCheck(config.PUBLIC_URL));
  outer.use(express.urlencoded({ extended: false, limit: '100kb' }), createPersonalForms(deps), onError);
  outer.use(test.app);
  return outer;
}

const post = (path: string, u: TestUser | null, form: Record<string, string>) => {
  const req = request(app).post(path).type('form').set(SAME_ORIGIN);
  return (u ? req.set('Cookie', u.cookie) : req).send(form);
};

beforeAll(async () => {
  t = await createTestApp();
  app = await withPersonalForms(t);
  alice = await createTestUser(t.db);
  bob = await createTestUser(t.db);
  item = await t.db.one(sql`SELECT id, content_type FROM content_items WHERE online AND content_type = 'bim' ORDER BY id LIMIT 1`);
});
afterAll(() => t.close());

describe('project forms (no JavaScript)', () => {
  it('create, edit and delete a project with plain form posts', async () => {
    const created = await post('/account/projects', alice, { name: 'Form Tower', type: '11', city: 'Denver', state: 'CO' });
    expect(created.status).toBe(303);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/account\/projects\/\d+\?done=created$/);
    const seq = Number(/projects\/(\d+)/.exec(location)![1]);
    const page = await request(app).get(location).set('Cookie', alice.cookie);
    expect(page.text).toContain('Project created.');
    expect(page.text).toContain('value="Form Tower"');

    const edited = await post(`/account/projects/${seq}`, alice, { name: 'Form Tower East', type: '', city: 'Denver', state: 'ON, CAN' });
    expect(edited.status).toBe(303);
    expect(edited.headers.location).toBe(`/account/projects/${seq}?done=saved`);
    const row = await t.db.one(sql`SELECT name, type, state FROM char_projects WHERE seq = ${seq}`);
    expect(row).toEqual({ name: 'Form Tower East', type: null, state: 'ON, CAN' });

    const deleted = await post(`/account/projects/${seq}/delete`, alice, {});
    expect(deleted.status).toBe(303);
    expect(deleted.headers.location).toBe('/account/projects?done=deleted');
    expect(await t.db.maybeOne(sql`SELECT 1 FROM char_projects WHERE seq = ${seq}`)).toBeNull();
    const labels = await t.db.many<{ l: string }>(sql`
      SELECT event_action || '/' || event_label AS l FROM activities WHERE user_seq = ${alice.user.seq} AND event_category = 'project' ORDER BY seq`);
    expect(labels.map((r) => r.l)).toEqual(['save/success', 'save/success', 'delete/success']);
  });

  it('answers bad input with 400 and another user’s project with 404, changing nothing', async () => {
    const seq = (await t.db.one<{ seq: number }>(sql`
      INSERT INTO char_projects (char_project_id, user_seq, name) VALUES ('P-2026-9101', ${alice.user.seq}, 'Keep Me') RETURNING seq`)).seq;
    const bad = await post(`/account/projects/${seq}`, alice, { name: 'Keep Me', state: 'Atlantis' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('state');
    expect((await post(`/account/projects/${seq}`, bob, { name: 'Taken' })).status).toBe(404);
    expect((await post(`/account/projects/${seq}/delete`, bob, {})).status).toBe(404);
    expect((await t.db.one<{ name: string }>(sql`SELECT name FROM char_projects WHERE seq = ${seq}`)).name).toBe('Keep Me');
  });

  it('sends anonymous posts to sign in and refuses posts from other sites', async () => {
    const anonymous = await post('/account/projects', null, { name: 'Nobody' });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.location).toMatch(/^\/signin\?redirect=/);
    const crossSite = await request(app).post('/account/projects').type('form').set('Cookie', alice.cookie).set('Origin', 'https://evil.example').send({ name: 'Evil' });
    expect(crossSite.status).toBe(403);
    expect(await t.db.maybeOne(sql`SELECT 1 FROM char_projects WHERE name = 'Evil'`)).toBeNull();
  });
});

describe('favorite and saved-search forms (no JavaScript)', () => {
  it('adds a favorite and returns to the page it came from; only same-site return paths', async () => {
    const added = await post('/account/favorites', alice, { content_type: item.content_type, content_id: String(item.id), redirect: '/search/door' });
    expect(added.status).toBe(303);
    expect(added.headers.location).toBe('/search/door');
    const fav = await t.db.one<{ seq: number }>(sql`SELECT seq FROM user_favorites WHERE user_seq = ${alice.user.seq} AND content_id = ${item.id}`);
    const offsite = await post('/account/favorites', alice, { content_type: item.content_type, content_id: String(item.id), redirect: '//evil.example/x' });
    expect(offsite.headers.location).toBe('/account/favorites?done=added');
    expect((await post('/account/favorites', alice, { content_type: 'nope', content_id: '1' })).status).toBe(400);

    expect((await post(`/account/favorites/${fav.seq}/delete`, bob, {})).status).toBe(404);
    const removed = await post(`/account/favorites/${fav.seq}/delete`, alice, {});
    expect(removed.headers.location).toBe('/account/favorites?done=removed');
    expect(await t.db.maybeOne(sql`SELECT 1 FROM user_favorites WHERE seq = ${fav.seq}`)).toBeNull();
    const page = await request(app).get('/account/favorites?done=removed').set('Cookie', alice.cookie);
    expect(page.text).toContain('Removed.');
  });

  it('saves and deletes a search', async () => {
    const saved = await post('/account/searches', alice, { search_terms: 'glass railing', content_type: 'cad', redirect: '/search/glass-railing/cad' });
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe('/search/glass-railing/cad');
    const row = await t.db.one<{ seq: number }>(sql`SELECT seq FROM user_searches WHERE user_seq = ${alice.user.seq} AND search_terms = 'glass railing'`);
    const list = await request(app).get('/account/searches').set('Cookie', alice.cookie);
    expect(list.text).toContain('href="/search/glass-railing/cad"');
    expect((await post(`/account/searches/${row.seq}/delete`, bob, {})).status).toBe(404);
    const deleted = await post(`/account/searches/${row.seq}/delete`, alice, {});
    expect(deleted.headers.location).toBe('/account/searches?done=removed');
    expect(await t.db.maybeOne(sql`SELECT 1 FROM user_searches WHERE seq = ${row.seq}`)).toBeNull();
  });
});
