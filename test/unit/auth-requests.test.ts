import type { NextFunction, Request, Response } from 'express';
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { originCheck } from '../../src/auth/csrf';
import { signInRedirect, takePendingReturn } from '../../src/auth/pending-return';
import { randomPassword } from '../../src/auth/random-password';
import { bearerToken, claimsBearer, clientIp, requestToken } from '../../src/auth/request-token';
import { requireAdmin, requireUser } from '../../src/auth/require';
import type { SessionUser } from '../../src/domain/session-user';
import { AppError } from '../../src/errors';

// The request-side auth helpers, through a real Express app where they read a request, or on the
// plain fields they read.

const TOKEN = 'a'.repeat(20);

/** An app answering what the request-token helpers read from a request (its session token from `x-session-token`). */
function tokenApp() {
  const app = express();
  app.get('/', (req, res) => {
    const session = req.get('x-session-token');
    if (session !== undefined) req.session = { token: session === 'number' ? 42 : session } as unknown as typeof req.session;
    res.json({ bearer: bearerToken(req), claims: claimsBearer(req), token: requestToken(req) });
  });
  return app;
}

const tokens = (headers: Record<string, string>) => request(tokenApp()).get('/').set(headers).then((res) => res.body as object);

describe('request tokens', () => {
  it('read a well-formed bearer token, 20 to 100 URL-safe characters', async () => {
    for (const token of [TOKEN, 'A-z_9'.repeat(20), 'b'.repeat(100)]) {
      expect(await tokens({ Authorization: `Bearer ${token}` })).toEqual({ bearer: token, claims: true, token });
    }
  });

  it('take nothing from a malformed bearer header, and never fall back to the session', async () => {
    for (const header of [`Bearer ${'a'.repeat(19)}`, `Bearer ${'b'.repeat(101)}`, `Bearer ${TOKEN}!`, `Bearer ${TOKEN}%`, 'Bearer', 'bearer', `Bearer  ${TOKEN}`]) {
      expect(await tokens({ Authorization: header, 'x-session-token': 'session-token' }), header).toEqual({ bearer: null, claims: true, token: null });
    }
    expect(await tokens({ Authorization: `xBearer ${TOKEN}` })).toEqual({ bearer: null, claims: false, token: null });
    expect(await tokens({ Authorization: `bearerish ${TOKEN}` })).toEqual({ bearer: null, claims: false, token: null });
  });

  it('take no session token from a request presenting an API key in X-Api-Key', async () => {
    expect(await tokens({ 'X-Api-Key': 'sk_anything', 'x-session-token': 'session-token' })).toEqual({ bearer: null, claims: false, token: null });
  });

  it('ignore an API key sent as a bearer token: it is a machine client, not a sign-in', async () => {
    const key = `sk_${'k'.repeat(30)}`;
    expect(await tokens({ Authorization: `Bearer ${key}`, 'x-session-token': 'session-token' })).toEqual({ bearer: key, claims: true, token: null });
  });

  it('use the session token without a bearer header, or with another scheme', async () => {
    expect(await tokens({ 'x-session-token': 'session-token' })).toEqual({ bearer: null, claims: false, token: 'session-token' });
    expect(await tokens({ Authorization: 'Basic dXNlcjpwYXNz', 'x-session-token': 'session-token' })).toEqual({
      bearer: null,
      claims: false,
      token: 'session-token',
    });
    expect(await tokens({ 'x-session-token': 'number' })).toEqual({ bearer: null, claims: false, token: null });
    expect(await tokens({})).toEqual({ bearer: null, claims: false, token: null });
  });

  it('name the client by its address, else its socket’s, else "unknown"', () => {
    const req = (ip: string | undefined, remoteAddress: string | undefined) => ({ ip, socket: { remoteAddress } }) as unknown as Request;
    expect(clientIp(req('203.0.113.1', '10.0.0.1'))).toBe('203.0.113.1');
    expect(clientIp(req(undefined, '10.0.0.1'))).toBe('10.0.0.1');
    expect(clientIp(req(undefined, undefined))).toBe('unknown');
  });
});

const SITE = 'https://www.specfind.example';

/** An app behind the origin check; `x-bearer` marks the request as authenticated by a bearer token. */
function csrfApp() {
  const app = express();
  app.use((req, _res, next) => {
    req.authenticatedBy = req.get('x-bearer') ? 'bearer' : null;
    next();
  });
  app.use(originCheck(SITE));
  app.all('/form', (_req, res) => {
    res.send('done');
  });
  app.use((error: AppError, _req: Request, res: Response, _next: NextFunction) => {
    res.status(error.statusCode).send(error.message);
  });
  return app;
}

describe('the origin check', () => {
  it('lets reads through from anywhere', async () => {
    for (const method of ['get', 'head', 'options'] as const) {
      expect((await request(csrfApp())[method]('/form').set('Origin', 'https://evil.example')).status, method).toBe(200);
    }
  });

  it('lets a form through from a page of this site (Origin, else Referer), or of the host it was sent to', async () => {
    const post = (headers: Record<string, string>) => request(csrfApp()).post('/form').set(headers);
    expect((await post({ Origin: SITE })).status).toBe(200);
    expect((await post({ Referer: `${SITE}/company/acme-10001` })).status).toBe(200);
    expect((await post({ Origin: 'not a url', Referer: `${SITE}/x` })).status).toBe(200);
    expect((await post({ Host: 'staging.example', Origin: 'http://staging.example' })).status).toBe(200);
  });

  it('refuses a state change from another site, or from nowhere, with 403', async () => {
    const post = (headers: Record<string, string>) => request(csrfApp()).post('/form').set(headers);
    for (const headers of <Record<string, string>[]>[{ Origin: 'https://evil.example' }, { Referer: 'https://evil.example/x' }, {}, { Origin: 'not a url' }, { Origin: `${SITE}.evil.example` }]) {
      const res = await post(headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.text).toBe('This form must be sent from a page of this site (cross-site request refused).');
    }
    expect((await request(csrfApp()).delete('/form').set('Origin', 'https://evil.example')).status).toBe(403);
  });

  it('exempts a request authenticated by a live bearer token (no ambient credentials)', async () => {
    expect((await request(csrfApp()).post('/form').set({ 'x-bearer': '1', Origin: 'https://evil.example' })).status).toBe(200);
  });

  it('exempts a request presenting an API key (it never uses the session cookie), in the header or as a bearer token', async () => {
    const key = `sk_${'k'.repeat(43)}`;
    expect((await request(csrfApp()).post('/form').set({ 'X-Api-Key': key, Origin: 'https://evil.example' })).status).toBe(200);
    expect((await request(csrfApp()).post('/form').set({ Authorization: `Bearer ${key}` })).status).toBe(200);
    expect((await request(csrfApp()).post('/form').set({ Authorization: 'Bearer not-a-key-but-long-enough' })).status).toBe(403);
  });
});

const user = (isAdmin: boolean): SessionUser => ({ seq: 7, email: 'a@example.com', firstName: 'Ada', lastName: 'Lovelace', isAdmin, coid: null });
const thrown = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
};

describe('requireUser and requireAdmin', () => {
  it('answer the signed-in user, and 401 for anonymous askers', () => {
    expect(requireUser({ user: user(false) })).toEqual(user(false));
    expect(thrown(() => requireUser({ user: null }))).toEqual(new AppError(401, 'Sign in to do this'));
    expect(thrown(() => requireUser({ user: null }))).toBeInstanceOf(AppError);
  });

  it('let administrators through, 403 for other users and 401 for anonymous ones', () => {
    expect(requireAdmin({ user: user(true) })).toEqual(user(true));
    const refused = thrown(() => requireAdmin({ user: user(false) })) as AppError;
    expect([refused.statusCode, refused.message]).toEqual([403, 'Only administrators may do this']);
    expect((thrown(() => requireAdmin({ user: null })) as AppError).statusCode).toBe(401);
  });
});

describe('pending returns', () => {
  afterEach(() => vi.useRealTimers());
  const asking = () => ({ session: {} as Record<string, unknown> }) as unknown as Request;
  const REPORT = '/outline-specs-report/acme/secret-password';

  it('send an ordinary page along in the sign-in link, and unsafe targets to plain sign-in', () => {
    const req = asking();
    expect(signInRedirect(req, '/account/favorites')).toBe('/signin?redirect=%2Faccount%2Ffavorites');
    expect(signInRedirect(req, '//evil.example/x')).toBe('/signin');
    expect(req.session).toEqual({});
  });

  it('keep a page with a secret in the session for thirty minutes, once', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
    const req = asking();
    expect(signInRedirect(req, REPORT)).toBe('/signin');
    expect(req.session).toEqual({ pendingReturn: { path: REPORT, until: Date.parse('2026-11-27T10:30:00Z') } });
    vi.setSystemTime(new Date('2026-11-27T10:29:59Z'));
    expect(takePendingReturn(req)).toBe(REPORT);
    expect(req.session).toEqual({});
    expect(takePendingReturn(req)).toBeNull();
  });

  it('forget a page kept too long, or kept without a time', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
    const req = asking();
    signInRedirect(req, REPORT);
    vi.setSystemTime(new Date('2026-11-27T10:30:00Z'));
    expect(takePendingReturn(req)).toBeNull();
    const untimed = { session: { pendingReturn: { path: REPORT } } } as unknown as Request;
    expect(takePendingReturn(untimed)).toBeNull();
  });

  it('return only a path worth returning to', () => {
    const req = { session: { pendingReturn: { path: '/signin', until: Date.now() + 60_000 } } } as unknown as Request;
    expect(takePendingReturn(req)).toBeNull();
  });

  it('keep nothing without a session', () => {
    const req = { session: null } as unknown as Request;
    expect(signInRedirect(req, REPORT)).toBe('/signin');
    expect(takePendingReturn(req)).toBeNull();
  });
});

describe('random passwords', () => {
  it('are 24 URL-safe characters (18 random bytes), never the same twice', () => {
    const passwords = Array.from({ length: 200 }, randomPassword);
    for (const password of passwords) expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(new Set(passwords).size).toBe(passwords.length);
  });
});
