import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { mayReadReplica } from '../../src/db/read-routing';
import { routeReads } from '../../src/web/route-reads';
import { hasFreshWriteMark, isPersonalRequest } from '../../src/web/write-mark';

/** An app that answers whether the request's reads may use the replica, after an await (the route must survive it). */
function probe(windowMs = 5000) {
  const app = express();
  app.use(routeReads({ windowMs, secure: false }));
  app.all('/', async (_req, res) => {
    await new Promise((resolve) => setImmediate(resolve));
    res.json({ replica: mayReadReplica() });
  });
  return app;
}

describe('which requests may read from the replica', () => {
  it('an anonymous GET or HEAD may; the route lasts across awaits', async () => {
    const res = await request(probe()).get('/');
    expect(res.body).toEqual({ replica: true });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await request(probe()).head('/')).status).toBe(200);
  });

  it.each([
    ['a bearer token', { Authorization: 'Bearer abcdefghijklmnopqrstuvwxyz' }],
    ['an API key', { 'X-Api-Key': 'sk_something' }],
    ['a session cookie', { Cookie: 'mf=04; session=abc' }],
    ['a fresh write mark', { Cookie: `wrote=${Date.now() + 60_000}` }],
  ])('a GET with %s may not', async (_what, headers) => {
    expect((await request(probe()).get('/').set(headers)).body).toEqual({ replica: false });
  });

  it('a run-out or malformed write mark does not keep a visitor on the primary', async () => {
    expect((await request(probe()).get('/').set('Cookie', `wrote=${Date.now() - 1}`)).body).toEqual({ replica: true });
    expect((await request(probe()).get('/').set('Cookie', 'wrote=soon')).body).toEqual({ replica: true });
  });

  it('a POST reads from the primary and marks the visitor for the window, and their next GET reads the primary too', async () => {
    const app = probe(7000);
    const before = Date.now();
    const post = await request(app).post('/');
    expect(post.body).toEqual({ replica: false });
    const cookie = (post.headers['set-cookie'] as unknown as string[])[0];
    expect(cookie).toMatch(/^wrote=\d+; Max-Age=7; Path=\/; HttpOnly; SameSite=Lax$/);
    const until = Number(/^wrote=(\d+)/.exec(cookie)?.[1]);
    expect(until).toBeGreaterThanOrEqual(before + 7000);
    expect((await request(app).get('/').set('Cookie', cookie.split(';')[0])).body).toEqual({ replica: false });
  });

  it('no mark for bearer clients (they read the primary anyway) nor with a zero window', async () => {
    const bearer = await request(probe()).post('/').set('Authorization', 'Bearer abcdefghijklmnopqrstuvwxyz');
    expect(bearer.headers['set-cookie']).toBeUndefined();
    expect((await request(probe(0)).post('/')).headers['set-cookie']).toBeUndefined();
  });

  it('the same rule decides the page cache: personal requests skip it', () => {
    const now = 1_000_000;
    expect(isPersonalRequest({}, now)).toBe(false);
    expect(isPersonalRequest({ cookie: 'mf=95' }, now)).toBe(false);
    expect(isPersonalRequest({ cookie: 'wrote=1000001' }, now)).toBe(true);
    expect(hasFreshWriteMark('wrote=1000000', now)).toBe(false);
    expect(hasFreshWriteMark(undefined, now)).toBe(false);
  });
});
