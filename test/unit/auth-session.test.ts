import cookieSession from 'cookie-session';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { endSession, readSession, startSession } from '../../src/auth/session';
import type { SessionData } from '../../src/auth/session';
import type { SessionUser } from '../../src/domain/session-user';

// The session cookie and the readable user cookies, through a real
// Express app with the same cookie-session middleware as the site's.

const DAY_S = 24 * 3600;
const USER: SessionUser = { seq: 7, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isAdmin: false, coid: null };
const DATA: SessionData = { user: USER, token: 'session-token', loggedInAt: '2026-11-27T10:00:00.000Z' };

function sessionApp(secure: boolean) {
  const app = express();
  app.use(cookieSession({ name: 'session', secret: 'test-secret', httpOnly: true, sameSite: 'lax' }));
  app.post('/start', (req, res) => {
    const days = Number(req.query.days);
    const expiresAt = Number.isNaN(days) ? null : new Date(Date.now() + days * DAY_S * 1000);
    startSession(req, res, DATA, expiresAt, req.query.remember === '1', secure);
    res.json(readSession(req));
  });
  app.get('/read', (req, res) => {
    res.json(readSession(req));
  });
  app.post('/set', express.json(), (req, res) => {
    req.session = req.body as typeof req.session;
    res.end();
  });
  app.post('/end', (req, res) => {
    endSession(req, res, secure);
    res.json(readSession(req));
  });
  return app;
}

/** The Set-Cookie lines of a response, by cookie name. */
function cookies(res: request.Response): Record<string, string> {
  const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line]));
}
const maxAge = (line: string) => Number(/Max-Age=(\d+)/i.exec(line)?.[1] ?? NaN);
/** Seconds from now to a cookie's `expires` (cookie-session writes no Max-Age). */
const expiresIn = (line: string) => (Date.parse(/expires=([^;]+)/i.exec(line)?.[1] ?? '') - Date.now()) / 1000;

describe('the session', () => {
  it('keeps user, token and sign-in time in the signed cookie, and reads them back', async () => {
    const agent = request.agent(sessionApp(false));
    expect((await agent.post('/start')).body).toEqual(DATA);
    expect((await agent.get('/read')).body).toEqual(DATA);
  });

  it('reads no session from an empty, partial or odd cookie, and an empty sign-in time as ""', async () => {
    const agent = request.agent(sessionApp(false));
    expect((await agent.get('/read')).body).toBeNull();
    for (const partial of [{ user: USER }, { token: 'x' }, { token: 'x', user: null }, { token: 'x', user: 'ada' }, { token: 1, user: USER }]) {
      await agent.post('/set').send(partial);
      expect((await agent.get('/read')).body, JSON.stringify(partial)).toBeNull();
    }
    await agent.post('/set').send({ token: 'x', user: USER, loggedInAt: 5 });
    expect((await agent.get('/read')).body).toEqual({ token: 'x', user: USER, loggedInAt: '' });
  });

  it('without remember-me is a browser-session cookie, as are the user cookies', async () => {
    const res = await request(sessionApp(false)).post('/start?days=30');
    const set = cookies(res);
    expect(set.session).not.toMatch(/Max-Age|Expires/i);
    for (const name of ['first_name', 'last_name', 'email']) expect(set[name], name).not.toMatch(/Max-Age/i);
  });

  it('with remember-me lasts until the token expires; the user cookies 400 days, readable by the page', async () => {
    const res = await request(sessionApp(false)).post('/start?remember=1&days=30');
    const set = cookies(res);
    expect(expiresIn(set.session)).toBeGreaterThan(30 * DAY_S - 60);
    expect(expiresIn(set.session)).toBeLessThanOrEqual(30 * DAY_S);
    expect(set.first_name).toMatch(/^first_name=Ada;/);
    expect(set.last_name).toMatch(/^last_name=Lovelace;/);
    expect(set.email).toMatch(/^email=ada%40example\.com;/);
    for (const name of ['first_name', 'last_name', 'email']) {
      expect(maxAge(set[name]), name).toBe(400 * DAY_S);
      expect(set[name]).toMatch(/; Path=\/;/);
      expect(set[name]).toMatch(/SameSite=Lax/);
      expect(set[name]).not.toMatch(/HttpOnly|Secure/i);
    }
  });

  it('with remember-me but no expiry, or an expired one, keeps nothing past the browser session or now', async () => {
    expect(cookies(await request(sessionApp(false)).post('/start?remember=1')).session).not.toMatch(/Max-Age|expires/i);
    expect(cookies(await request(sessionApp(false)).post('/start?remember=1&days=-1')).session).not.toMatch(/Max-Age|expires/i);
  });

  it('sets the MasterFormat preference "04" for a year when the browser has none, and keeps one it has', async () => {
    const first = cookies(await request(sessionApp(false)).post('/start'));
    expect(first.mf).toMatch(/^mf=04;/);
    expect(maxAge(first.mf)).toBe(365 * DAY_S);
    expect(first.mf).toMatch(/SameSite=Lax/);
    expect(cookies(await request(sessionApp(false)).post('/start').set('Cookie', 'mf=95')).mf).toBeUndefined();
  });

  it('marks the user cookies Secure on an https site', async () => {
    const set = cookies(await request(sessionApp(true)).post('/start'));
    for (const name of ['first_name', 'last_name', 'email', 'mf']) expect(set[name], name).toMatch(/; Secure/);
  });

  it('ends with the session and user cookies cleared; the preference stays', async () => {
    const agent = request.agent(sessionApp(true));
    await agent.post('/start?remember=1&days=30');
    const res = await agent.post('/end');
    expect(res.body).toBeNull();
    const set = cookies(res);
    expect(set.session).toMatch(/^session=;/);
    for (const name of ['first_name', 'last_name', 'email']) {
      expect(set[name], name).toMatch(new RegExp(`^${name}=; Path=/; Expires=Thu, 01 Jan 1970`));
      expect(set[name]).toMatch(/; Secure/);
      expect(set[name]).toMatch(/SameSite=Lax/);
    }
    expect(set.mf).toBeUndefined();
    expect((await agent.get('/read')).body).toBeNull();
  });
});
