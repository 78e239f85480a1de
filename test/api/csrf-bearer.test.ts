import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser, SAME_ORIGIN } from '../helpers/users';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.db, { isAdmin: true });
});
afterAll(() => t.close());

const create = () => request(t.app).post('/api/podcasts').send({ title: 'CSRF probe' });

describe('only a live bearer token exempts a request from the CSRF check', () => {
  it.each(['Bearer x', 'Bearer not-a-real-token-but-long-enough', 'Basic abc'])('a cross-site post with "%s" and the session cookie is refused', async (header) => {
    const res = await create().set({ Authorization: header, Cookie: admin.cookie, Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it('another Authorization scheme (a proxy\'s Basic) leaves the session cookie in charge', async () => {
    expect((await create().set({ Authorization: 'Basic dXNlcjpwYXNz', Cookie: admin.cookie, ...SAME_ORIGIN })).status).toBe(201);
  });

  it('a bearer header that is not a live token never falls back to the session cookie', async () => {
    const res = await create().set({ Authorization: 'Bearer x', Cookie: admin.cookie, ...SAME_ORIGIN });
    expect(res.status).toBe(401);
    const me = await request(t.app).get('/api/users/me').set({ Authorization: 'Bearer x', Cookie: admin.cookie });
    expect(me.status).toBe(401);
  });

  it('a live bearer token needs no Origin', async () => {
    expect((await create().set({ Authorization: `Bearer ${admin.token}` })).status).toBe(201);
  });

  it('the session cookie alone still works from a page of this site', async () => {
    expect((await create().set({ Cookie: admin.cookie, ...SAME_ORIGIN })).status).toBe(201);
  });
});
