import cookieSession from 'cookie-session';
import type { NextFunction, Request, Response } from 'express';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBudget, takeBudget } from '../../src/auth/api-key';
import { ClientBudget } from '../../src/auth/client-budgets';
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

let budgets = 0;
/** The read API's budget (anonymous: `anonymous` a minute) in front of a route that names the caller. */
function apiApp(anonymous: number) {
  const app = express();
  const budget = new ClientBudget(db, `read-${++budgets}`, anonymous);
  app.use(apiBudget(db, budget, null));
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

/** An app counting each request against `budget`, as the caller named by `x-key` ("id:limit") or anonymous. */
function budgetApp(budget: ClientBudget) {
  const app = express();
  app.get('/', async (req, res) => {
    const [id, limit] = (req.get('x-key') ?? '').split(':').map(Number);
    const caller = req.get('x-key') ? { id, name: `key ${id}`, rateLimit: limit } : null;
    res.status((await budget.take(res, req.get('x-address') ?? 'unknown', caller)) ? 200 : 429).end();
  });
  return app;
}

const budgetHeaders = (res: request.Response) => ({
  status: res.status,
  limit: res.headers['ratelimit-limit'],
  remaining: res.headers['ratelimit-remaining'],
  reset: res.headers['ratelimit-reset'],
  retryAfter: res.headers['retry-after'],
});

describe('client budgets', () => {
  it('count anonymous callers per address, saying where they stand, and refuse past the limit with Retry-After', async () => {
    const app = budgetApp(new ClientBudget(db, 'budget-a', 2));
    const from = (address: string) => request(app).get('/').set('x-address', address);
    expect(budgetHeaders(await from('a'))).toEqual({ status: 200, limit: '2', remaining: '1', reset: '60', retryAfter: undefined });
    expect(budgetHeaders(await from('a'))).toEqual({ status: 200, limit: '2', remaining: '0', reset: '60', retryAfter: undefined });
    expect(budgetHeaders(await from('a'))).toEqual({ status: 429, limit: '2', remaining: '0', reset: '60', retryAfter: '60' });
    expect((await from('b')).status).toBe(200);
  });

  it('leave anonymous callers unlimited (and uncounted) at 0', async () => {
    const app = budgetApp(new ClientBudget(db, 'budget-b', 0));
    for (let i = 0; i < 5; i++) expect(budgetHeaders(await request(app).get('/'))).toEqual({ status: 200, limit: undefined, remaining: undefined, reset: undefined, retryAfter: undefined });
  });

  it('give each API key its own limit wherever it calls from, shared by every endpoint', async () => {
    const one = budgetApp(new ClientBudget(db, 'budget-c', 1));
    const other = budgetApp(new ClientBudget(db, 'budget-d', 1));
    const asKey = (app: express.Express, key: string, address: string) => request(app).get('/').set({ 'x-key': key, 'x-address': address });
    expect(budgetHeaders(await asKey(one, '5:2', 'a'))).toMatchObject({ status: 200, limit: '2', remaining: '1' });
    expect(budgetHeaders(await asKey(other, '5:2', 'b'))).toMatchObject({ status: 200, limit: '2', remaining: '0' });
    expect(budgetHeaders(await asKey(one, '5:2', 'c'))).toMatchObject({ status: 429, retryAfter: '60' });
    // Another key, and anonymous callers from the same addresses, have budgets of their own.
    expect((await asKey(one, '6:2', 'a')).status).toBe(200);
    expect((await request(one).get('/').set('x-address', 'a')).status).toBe(200);
  });
});
