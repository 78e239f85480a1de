import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser, SAME_ORIGIN } from '../helpers/users';

let t: TestApp;
let admin: TestUser;
let visitor: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.db, { isAdmin: true });
  visitor = await createTestUser(t.db);
});
afterAll(() => t.close());

const event = (body: unknown, u?: TestUser) => {
  const req = request(t.app).post('/api/activities/event').set(SAME_ORIGIN);
  return (u ? req.set('Cookie', u.cookie) : req).send(body as object);
};
const search = (body: unknown, u?: TestUser) => {
  const req = request(t.app).post('/api/activities/search').set(SAME_ORIGIN);
  return (u ? req.set('Cookie', u.cookie) : req).send(body as object);
};

describe('analytics events', () => {
  it('records an event with its defaults and the signed-in user', async () => {
    expect((await event({}, visitor)).status).toBe(204);
    const row = await t.db.one(sql`
      SELECT event_category, event_action, event_label, event_value, user_seq FROM activities WHERE user_seq = ${visitor.user.seq} ORDER BY seq DESC LIMIT 1`);
    expect(row).toEqual({ event_category: 'click', event_action: 'general', event_label: 'unlabelled', event_value: 1, user_seq: visitor.user.seq });
  });

  it('keeps only a same-site path', async () => {
    await event({ eventAction: 'download', eventLabel: 'offsite-test', path: 'https://evil.example/x' });
    await event({ eventAction: 'download', eventLabel: 'onsite-test', path: '/product/1' });
    const rows = await t.db.many<{ label: string; path: string | null }>(sql`
      SELECT event_label AS label, path FROM activities WHERE event_label IN ('offsite-test', 'onsite-test') ORDER BY seq`);
    expect(rows).toEqual([{ label: 'offsite-test', path: null }, { label: 'onsite-test', path: '/product/1' }]);
  });

  it.each([
    [{ eventValue: 'one' }, 'eventValue'],
    [{ eventCategory: '' }, 'eventCategory'],
    [{ eventLabel: 'x'.repeat(301) }, 'eventLabel'],
  ])('refuses %j, naming the field', async (body, field) => {
    const res = await event(body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty(field);
  });

  it('refuses a key it does not know', async () => {
    expect((await event({ extra: 1 })).status).toBe(400);
  });

  it('reads events back for administrators only, with totals per label', async () => {
    await event({ eventCategory: 'click', eventAction: 'download', eventLabel: 'company-cad' });
    await event({ eventCategory: 'click', eventAction: 'download', eventLabel: 'company-cad', eventValue: 2 });
    expect((await search({})).status).toBe(401);
    expect((await search({}, visitor)).status).toBe(403);
    const res = await search({ eventAction: 'download', eventLabel: 'company-cad' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.labels).toEqual([{ eventLabel: 'company-cad', count: 2, value: 3 }]);
    expect(res.body.events[0]).toMatchObject({ eventAction: 'download', eventLabel: 'company-cad', eventValue: 2 });
    expect((await search({ from: '2026-02-01', to: '2026-01-01' }, admin)).body.error.fields).toHaveProperty('from');
  });
});
