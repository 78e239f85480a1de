import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

let t: TestApp;
let admin: TestUser;
let withCourse: { seq: number; ceu: number };
let without: { seq: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.db, { isAdmin: true });
  withCourse = await t.db.one(sql`SELECT seq, ceu_seq AS ceu FROM podcasts WHERE ceu_seq IS NOT NULL ORDER BY seq LIMIT 1`);
  without = await t.db.one(sql`SELECT seq FROM podcasts WHERE ceu_seq IS NULL ORDER BY seq LIMIT 1`);
});
afterAll(() => t.close());

const get = (path: string) => request(t.app).get(path);

describe('GET /api/podcasts/{id}/with-ceu', () => {
  it('answers the episode with its guests and its course, without the answer key', async () => {
    const res = await get(`/api/podcasts/${withCourse.seq}/with-ceu`);
    expect(res.status).toBe(200);
    const row = await t.db.one<{ title: string; transcript: string; duration: number }>(sql`
      SELECT title, transcript, duration_sec AS duration FROM podcasts WHERE seq = ${withCourse.seq}`);
    expect(res.body).toMatchObject({ id: withCourse.seq, seq: withCourse.seq, title: row.title, transcript: row.transcript, durationSec: row.duration });
    const course = await t.db.one<{ title: string; objectives: string[]; credits: number; provider: string; number: string; hsw: boolean }>(sql`
      SELECT title, objectives, credit_hours::float8 AS credits, provider_number AS provider, course_number AS number, hsw FROM ceus WHERE seq = ${withCourse.ceu}`);
    expect(res.body.ceu).toMatchObject({
      seq: withCourse.ceu,
      title: course.title,
      objectives: course.objectives,
      creditHours: course.credits,
      providerNumber: course.provider,
      courseNumber: course.number,
      hsw: course.hsw,
      questionCount: 5,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/"quiz"|"answer"/);
    const guests = await t.db.many<{ fullName: string }>(sql`SELECT full_name AS "fullName" FROM external_contacts WHERE podcast_seq = ${withCourse.seq} ORDER BY seq`);
    expect(res.body.guests.map((g: { fullName: string }) => g.fullName)).toEqual(guests.map((g) => g.fullName));
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers ceu: null for an episode without a course', async () => {
    const res = await get(`/api/podcasts/${without.seq}/with-ceu`);
    expect(res.status).toBe(200);
    expect(res.body.ceu).toBeNull();
  });

  it('is a 404 for an unknown episode and a 400 naming the id for a bad one', async () => {
    const missing = await get('/api/podcasts/99999/with-ceu');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ status: 404, message: 'No podcast 99999', url: '/api/podcasts/99999/with-ceu' });
    const bad = await get('/api/podcasts/abc/with-ceu');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('id');
  });
});

describe('GET /api/contacts-external/by-podcast/{id}', () => {
  it('lists the guests of an episode', async () => {
    const res = await get(`/api/contacts-external/by-podcast/${withCourse.seq}`);
    expect(res.status).toBe(200);
    const rows = await t.db.many<{ seq: number; fullName: string; title: string; company: string; bio: string }>(sql`
      SELECT seq, full_name AS "fullName", title, company, bio FROM external_contacts WHERE podcast_seq = ${withCourse.seq} ORDER BY seq`);
    expect(rows.length).toBeGreaterThan(0);
    expect(res.body).toEqual({ items: rows.map((r) => ({ id: r.seq, podcastSeq: withCourse.seq, ...r })) });
  });

  it('answers an empty list for an episode without guests, and 404 for an unknown episode', async () => {
    await t.db.query(sql`DELETE FROM external_contacts WHERE podcast_seq = ${without.seq}`);
    expect((await get(`/api/contacts-external/by-podcast/${without.seq}`)).body).toEqual({ items: [] });
    expect((await get('/api/contacts-external/by-podcast/99999')).status).toBe(404);
    // The generic record of a contact is still its own route.
    const { seq } = await t.db.one<{ seq: number }>(sql`SELECT seq FROM external_contacts ORDER BY seq LIMIT 1`);
    expect((await get(`/api/contacts-external/${seq}`)).body.id).toBe(seq);
  });
});

describe('the answer key of a course', () => {
  it('is read by administrators only in the generic /api/ceus calls', async () => {
    const anonymous = await get(`/api/ceus/${withCourse.ceu}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).not.toHaveProperty('quiz');
    expect(anonymous.body.objectives.length).toBe(4);
    const list = await get('/api/ceus?size=5');
    for (const item of list.body.items) expect(item).not.toHaveProperty('quiz');
    expect((await get(`/api/ceus/es/${withCourse.ceu}`)).body).not.toHaveProperty('quiz');
    const asAdmin = await get(`/api/ceus/${withCourse.ceu}`).set('Authorization', `Bearer ${admin.token}`);
    expect(asAdmin.body.quiz).toHaveLength(5);
    expect(asAdmin.body.quiz[0]).toHaveProperty('answer');
  });

  it('can be written back by an administrator as it was read (objective included)', async () => {
    const auth = { Authorization: `Bearer ${admin.token}` };
    const { quiz } = (await get(`/api/ceus/${withCourse.ceu}`).set(auth)).body;
    const res = await request(t.app).put(`/api/ceus/${withCourse.ceu}`).set(auth).send({ quiz });
    expect(res.status).toBe(200);
    expect(res.body.quiz).toEqual(quiz);
  });
});

describe('OpenAPI', () => {
  it('documents the podcast lookups and the guest request calls', async () => {
    const doc = (await get('/api/openapi.json')).body;
    for (const path of ['/api/podcasts/{id}/with-ceu', '/api/contacts-external/by-podcast/{id}']) expect(doc.paths[path]?.get, path).toBeDefined();
    for (const path of ['/api/podcast-guest-requests', '/api/blog-post-guest-requests']) expect(doc.paths[path]?.post, path).toBeDefined();
  });
});
