import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

let t: TestApp;
let admin: TestUser;
let seq: number;

const HOSTILE = '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(2)></p>';

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.db, { isAdmin: true });
  const { coid } = await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies ORDER BY coid LIMIT 1`);
  // Stored as an older version of the site (or a direct import) may have left it: unsanitised.
  seq = (await t.db.one<{ seq: number }>(sql`INSERT INTO custom_html (coid, slot, html) VALUES (${coid}, 'top', ${HOSTILE}) RETURNING seq`)).seq;
});
afterAll(() => t.close());

const get = (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${admin.token}`);

function expectSafe(html: unknown): void {
  expect(typeof html).toBe('string');
  expect(html).toContain('Hi');
  expect(html).not.toMatch(/<script|onerror|onclick/i);
}

describe('custom HTML is sanitised on every read path of the generic API', () => {
  it('GET /api/customhtml/{id} and /es/{id}', async () => {
    expectSafe((await get(`/api/customhtml/${seq}`)).body.html);
    expectSafe((await get(`/api/customhtml/es/${seq}`)).body.html);
  });

  it('the list and by-ids', async () => {
    const list = await get(`/api/customhtml?size=100`);
    const mine = (list.body.items as { seq: number; html: string }[]).find((item) => item.seq === seq);
    expectSafe(mine?.html);
    expectSafe((await get(`/api/customhtml/by-ids/${seq}`)).body.items[0].html);
  });

  it('what a write answers', async () => {
    const res = await request(t.app).put(`/api/customhtml/${seq}`).set('Authorization', `Bearer ${admin.token}`).send({ html: HOSTILE });
    expect(res.status).toBe(200);
    expectSafe(res.body.html);
  });
});
