import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { createTestUser, SAME_ORIGIN } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEMO = { email: 'demo@example.com', password: 'demo-password-2026' };
const DAY = 24 * 3600;

/** Set-Cookie lines of a response, by cookie name. */
function setCookies(res: request.Response): Record<string, string> {
  const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line]));
}

/** The Cookie header a browser would send back after this response. */
function cookieHeader(res: request.Response): string {
  return Object.values(setCookies(res))
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Seconds a cookie lives: its Max-Age, else its Expires date from now (cookie-session writes only Expires). */
function lifetimeOf(line: string | undefined): number {
  const maxAge = /Max-Age=(\d+)/i.exec(line ?? '')?.[1];
  if (maxAge) return Number(maxAge);
  const expires = /expires=([^;]+)/i.exec(line ?? '')?.[1];
  return expires ? Math.round((Date.parse(expires) - Date.now()) / 1000) : NaN;
}

async function signIn(rememberMe = false, credentials = DEMO): Promise<string> {
  const res = await request(t.app).post('/auth/local').set(SAME_ORIGIN).send({ ...credentials, rememberMe });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

describe('POST /auth/local', () => {
  it('returns a bearer token for good credentials (email case does not matter) and stores only its hash', async () => {
    const res = await request(t.app).post('/auth/local').set(SAME_ORIGIN).send({ email: 'Demo@Example.com', password: DEMO.password });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.many(sql`SELECT 1 FROM auth_tokens WHERE token_hash = ${res.body.token}`);
    expect(stored).toEqual([]);
  });

  it('answers 401 with the same message for a wrong password and an unknown address', async () => {
    const wrong = await request(t.app).post('/auth/local').set(SAME_ORIGIN).send({ email: DEMO.email, password: 'not-the-password' });
    const unknown = await request(t.app).post('/auth/local').set(SAME_ORIGIN).send({ email: 'nobody-here@example.com', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.message).toBe(wrong.body.error.message);
    expect(wrong.body.token).toBeUndefined();
  });

  it('rejects bad input with 400 naming the field', async () => {
    const res = await request(t.app).post('/auth/local').set(SAME_ORIGIN).send({ email: 'not-an-email', password: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.email).toBeTruthy();
    const missing = await request(t.app).post('/auth/local').set(SAME_ORIGIN).send({ email: DEMO.email });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.password).toBeTruthy();
    const badFlag = await request(t.app).post('/auth/local').set(SAME_ORIGIN).send({ ...DEMO, rememberMe: 'maybe' });
    expect(badFlag.body.error.fields.rememberMe).toBeTruthy();
  });

  it('issues a 30-day token with remember-me and a 24-hour token without', async () => {
    const long = await signIn(true);
    const short = await signIn(false);
    const expiry = async (token: string) => {
      const { hashToken } = await import('../../src/auth/tokens');
      const row = await t.db.one<{ s: number }>(sql`SELECT extract(epoch FROM expires_at - now())::int AS s FROM auth_tokens WHERE token_hash = ${hashToken(token)}`);
      return row.s;
    };
    expect(await expiry(long)).toBeGreaterThan(29 * DAY);
    expect(await expiry(short)).toBeLessThanOrEqual(DAY);
    expect(await expiry(short)).toBeGreaterThan(DAY - 60);
  });

  it('refuses a cross-site POST (CSRF) with 403', async () => {
    const res = await request(t.app).post('/auth/local').set('Origin', 'https://evil.example').send(DEMO);
    expect(res.status).toBe(403);
    expect(res.body.token).toBeUndefined();
    const noOrigin = await request(t.app).post('/auth/local').send(DEMO);
    expect(noOrigin.status).toBe(403);
  });
});

describe('GET /api/users/me', () => {
  it('returns the user of a bearer token, and 401 without one or with a revoked one', async () => {
    const token = await signIn();
    const me = await request(t.app).get('/api/users/me').set('Authorization', `Bearer ${token}`);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: DEMO.email, firstName: 'Dana', isAdmin: false });
    expect(me.body.passwordHash).toBeUndefined();
    expect((await request(t.app).get('/api/users/me')).status).toBe(401);
    await request(t.app).get('/auth/local/signout').set('Authorization', `Bearer ${token}`).expect(200);
    expect((await request(t.app).get('/api/users/me').set('Authorization', `Bearer ${token}`)).status).toBe(401);
  });
});

describe('the server session', () => {
  it('POST /api/auth-utils/session stores user, token and time and answers them; GET reads it back without the token', async () => {
    const token = await signIn(false);
    const me = await request(t.app).get('/api/users/me').set('Authorization', `Bearer ${token}`);
    const loggedInAt = new Date(Date.now() - 1000).toISOString();
    const stored = await request(t.app).post('/api/auth-utils/session').set(SAME_ORIGIN).send({ user: me.body, token, loggedInAt });
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual({ user: me.body, token, loggedInAt });
    const cookies = setCookies(stored);
    expect(cookies.session).toMatch(/httponly/i);
    expect(cookies.session).toMatch(/samesite=lax/i);
    expect(cookies.session).not.toMatch(/max-age|expires/i);
    expect(cookies['session.sig']).toBeTruthy();

    const read = await request(t.app).get('/api/_auth/session').set('Cookie', cookieHeader(stored));
    expect(read.body).toEqual({ user: me.body, loggedInAt });
    expect(JSON.stringify(read.body)).not.toContain(token);
    // The same cookie signs the visitor in to pages and API calls.
    expect((await request(t.app).get('/api/users/me').set('Cookie', cookieHeader(stored))).body.seq).toBe(me.body.seq);
  });

  it('a remembered sign-in keeps the cookie for 30 days; user cookies are readable and last USER_COOKIE_DAYS', async () => {
    const token = await signIn(true);
    const stored = await request(t.app).post('/api/auth-utils/session').set(SAME_ORIGIN).send({ token });
    const cookies = setCookies(stored);
    expect(lifetimeOf(cookies.session)).toBeGreaterThan(29 * DAY);
    expect(lifetimeOf(cookies.session)).toBeLessThanOrEqual(30 * DAY);
    expect(cookies.first_name).toMatch(/^first_name=Dana;/);
    expect(cookies.last_name).toMatch(/^last_name=Demo;/);
    expect(cookies.email).toMatch(/^email=demo%40example.com;/);
    expect(cookies.email).not.toMatch(/httponly/i);
    expect(lifetimeOf(cookies.email)).toBe(400 * DAY);
    expect(cookies.mf).toMatch(/^mf=04;/);
    expect(lifetimeOf(cookies.mf)).toBe(365 * DAY);
  });

  it("keeps a visitor's own 'mf' choice", async () => {
    const token = await signIn(false);
    const stored = await request(t.app).post('/api/auth-utils/session').set(SAME_ORIGIN).set('Cookie', 'mf=95').send({ token });
    expect(stored.status).toBe(200);
    expect(setCookies(stored).mf).toBeUndefined();
    expect(setCookies(stored).first_name).not.toMatch(/expires|max-age/i);
  });

  it('refuses a dead token or a user that is not the token owner', async () => {
    const other = await createTestUser(t.db);
    const token = await signIn();
    const mismatch = await request(t.app).post('/api/auth-utils/session').set(SAME_ORIGIN).send({ token, user: { seq: other.user.seq } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields['user.seq']).toBeTruthy();
    expect(setCookies(mismatch).session).toBeUndefined();
    const dead = await request(t.app).post('/api/auth-utils/session').set(SAME_ORIGIN).send({ token: 'x'.repeat(43) });
    expect(dead.status).toBe(401);
    const bad = await request(t.app).post('/api/auth-utils/session').set(SAME_ORIGIN).send({ token: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.token).toBeTruthy();
  });

  it('GET /api/_auth/session is empty when anonymous; DELETE ends the session and revokes its token', async () => {
    expect((await request(t.app).get('/api/_auth/session')).body).toEqual({});
    const u = await createTestUser(t.db);
    const ended = await request(t.app).delete('/api/_auth/session').set(SAME_ORIGIN).set('Cookie', u.cookie);
    expect(ended.status).toBe(200);
    const cookies = setCookies(ended);
    expect(cookies.session).toMatch(/expires=Thu, 01 Jan 1970/i);
    expect(cookies.email).toMatch(/expires=Thu, 01 Jan 1970/i);
    expect((await request(t.app).get('/api/users/me').set('Authorization', `Bearer ${u.token}`)).status).toBe(401);
  });

  it('DELETE without a same-site Origin is refused (CSRF)', async () => {
    const u = await createTestUser(t.db);
    const res = await request(t.app).delete('/api/_auth/session').set('Origin', 'https://evil.example').set('Cookie', u.cookie);
    expect(res.status).toBe(403);
    expect((await request(t.app).get('/api/users/me').set('Authorization', `Bearer ${u.token}`)).status).toBe(200);
  });
});

describe('GET /auth/local/signout', () => {
  it('revokes the session token and clears the cookies', async () => {
    const u = await createTestUser(t.db);
    const res = await request(t.app).get('/auth/local/signout').set('Cookie', u.cookie);
    expect(res.status).toBe(200);
    expect(setCookies(res).session).toMatch(/expires=Thu, 01 Jan 1970/i);
    expect((await request(t.app).get('/api/users/me').set('Cookie', u.cookie)).status).toBe(401);
  });

  it('refuses a cross-site navigation that carries only the cookie', async () => {
    const u = await createTestUser(t.db);
    const res = await request(t.app).get('/auth/local/signout').set('Cookie', u.cookie).set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(403);
    expect((await request(t.app).get('/api/users/me').set('Cookie', u.cookie)).status).toBe(200);
  });

  it('is harmless when anonymous', async () => {
    expect((await request(t.app).get('/auth/local/signout')).status).toBe(200);
  });
});
