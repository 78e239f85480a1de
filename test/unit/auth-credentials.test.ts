import cookieSession from 'cookie-session';
import type { NextFunction, Request, Response } from 'express';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBudget, takeBudget } from '../../src/auth/api-key';
import { ClientBudget, KeyBudgets } from '../../src/auth/client-budgets';
import { attachUser } from '../../src/auth/current-user';
import { createDb } from '../../src/db/create-db';
import { migrate } from '../../src/db/migrate';
import { createPgliteDriver, wrapPglite } from '../../src/db/pglite-driver';
import { openPglite } from '../../src/db/pglite-open';
import type { Db } from '../../src/db/types';
import type { AppError } from '../../src/errors';
import { revokeBearer } from '../../src/services/accounts/bearer-tokens';
import { issueApiKey, revokeApiKey } from '../../src/services/api-keys';
import type { TestUser } from '../helpers/users';
import { createTestUser, TEST_SECRET } from '../helpers/users';

// API keys and sign-in tokens as the middleware meets them, on a migrated in-memory PGlite database.
let db: Db;
let admin: TestUser;
beforeAll(async () => {
  db = createDb(createPgliteDriver(wrapPglite(await openPglite())));
  await migrate(db);
  admin = await createTestUser(db, { isAdmin: true });
}, 120_000);
afterAll(() => db.close());

const errors = (error: AppError, _req: Request, res: Response, _next: NextFunction) => {
  res.status(error.statusCode).json({ message: error.message, data: error.data ?? null });
};

/** The read API's budget (anonymous: `anonymous` a minute) in front of a route that names the caller. */
function apiApp(anonymous: number) {
  const app = express();
  const budget = new ClientBudget(anonymous, new KeyBudgets());
  app.use(apiBudget(db, budget));
  app.all('/items', async (req, res) => {
    const outcome = req.method === 'POST' ? await takeBudget(db, budget, req, res) : null;
    res.json({ read: true, outcome });
  });
  app.use(errors);
  return app;
}

const issued = (rateLimit = 5) => issueApiKey(db, { name: `key ${Date.now()}`, rateLimit, createdBy: admin.user.seq });
const key = async (rateLimit = 5) => (await issued(rateLimit)).secret;

describe('API keys on the read API', () => {
  it('let anonymous reads through up to their limit, then answer 429 with Retry-After', async () => {
    const app = apiApp(1);
    expect((await request(app).get('/items')).body).toEqual({ read: true, outcome: null });
    const refused = await request(app).get('/items');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.body).toEqual({ message: 'Too many requests: please wait and try again.', data: { retryAfter: 60 } });
  });

  it('count a key in X-Api-Key or as a bearer token against its own limit', async () => {
    const app = apiApp(1);
    const secret = await key(2);
    const viaHeader = await request(app).get('/items').set('X-Api-Key', ` ${secret} `);
    expect([viaHeader.status, viaHeader.headers['ratelimit-limit'], viaHeader.headers['ratelimit-remaining']]).toEqual([200, '2', '1']);
    const viaBearer = await request(app).get('/items').set('Authorization', `Bearer ${secret}`);
    expect([viaBearer.status, viaBearer.headers['ratelimit-remaining']]).toEqual([200, '0']);
    expect((await request(app).get('/items').set('X-Api-Key', secret)).status).toBe(429);
  });

  it('refuse an unknown or revoked key with 401 and WWW-Authenticate, never falling back to the anonymous budget', async () => {
    const app = apiApp(100);
    const secret = await key();
    const { key: revokedKey, secret: revoked } = await issued();
    await revokeApiKey(db, revokedKey.id);
    for (const headers of [{ 'X-Api-Key': `${secret}x` }, { 'X-Api-Key': revoked }, { 'X-Api-Key': 'not-a-key' }, { Authorization: `Bearer ${secret.slice(0, -1)}Z` }]) {
      const res = await request(app).head('/items').set(headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
    const res = await request(app).get('/items').set('X-Api-Key', 'not-a-key');
    expect(res.body).toEqual({ message: 'Unknown or revoked API key (or call without one, at the anonymous limit).', data: null });
  });

  it('take a bearer token that is not a key, or another scheme, as an anonymous call', async () => {
    const app = apiApp(1);
    for (const authorization of [`Bearer ${'a'.repeat(43)}`, 'Basic dXNlcjpwYXNz', `Bearer  sk_${'a'.repeat(43)}`, `xBearer ${await key()}`, `Bearer ${await key()} x`]) {
      const res = await request(apiApp(1)).get('/items').set('Authorization', authorization);
      expect([res.status, res.headers['ratelimit-limit']], authorization).toEqual([200, '1']);
    }
    expect((await request(app).get('/items')).status).toBe(200);
  });

  it('leave writes to their own limits: a POST passes the middleware uncounted', async () => {
    const app = apiApp(1);
    const res = await request(app).post('/items');
    expect(res.body).toEqual({ read: true, outcome: { ok: true, caller: null } });
    expect((await request(app).post('/items')).body.outcome).toEqual({ ok: false, status: 429, message: 'Too many requests: please wait and try again.' });
  });
});

/** An app that names the user of each request, with the site's session cookie and its test secret. */
function userApp() {
  const app = express();
  app.use(cookieSession({ name: 'session', secret: TEST_SECRET }));
  app.use(attachUser(db));
  app.get('/who', (req, res) => {
    res.json({ user: req.user, by: req.authenticatedBy, session: req.session?.token ?? null });
  });
  app.use(errors);
  return app;
}

describe('attachUser', () => {
  it('names the owner of a live bearer token, authenticated by bearer', async () => {
    const user = await createTestUser(db);
    const res = await request(userApp()).get('/who').set('Authorization', `Bearer ${user.token}`);
    expect(res.body).toEqual({ user: user.user, by: 'bearer', session: null });
  });

  it('names the owner of the session cookie’s live token, authenticated by session', async () => {
    const user = await createTestUser(db);
    const res = await request(userApp()).get('/who').set('Cookie', user.cookie);
    expect(res.body).toEqual({ user: user.user, by: 'session', session: user.token });
  });

  it('ends a session cookie whose token was revoked, and names nobody', async () => {
    const user = await createTestUser(db);
    await revokeBearer(db, user.token);
    const res = await request(userApp()).get('/who').set('Cookie', user.cookie);
    expect(res.body).toEqual({ user: null, by: null, session: null });
    expect(String(res.headers['set-cookie'])).toMatch(/^session=;/);
  });

  it('names nobody for a revoked bearer token or none, and keeps the session cookie then', async () => {
    const user = await createTestUser(db);
    await revokeBearer(db, user.token);
    const res = await request(userApp()).get('/who').set({ Authorization: `Bearer ${user.token}`, Cookie: (await createTestUser(db)).cookie });
    expect(res.body).toEqual({ user: null, by: null, session: expect.any(String) });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await request(userApp()).get('/who')).body).toEqual({ user: null, by: null, session: null });
  });
});
