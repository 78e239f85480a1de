import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { GOOGLEBOT } from './html';

/** Issue 12: during a database outage every answer comes within this. */
export const OUTAGE_ANSWER_MS = 5000;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/** A page that asks the database; a new query string each time, so no cached copy answers it. */
const PAGE = '/search/doors';
const API = '/api/products';
let fresh = 0;

async function timed(label: string, call: request.Test) {
  const started = performance.now();
  const res = await call;
  return { label, res, ms: performance.now() - started };
}

/** The same requests at once, as visitors would send them; each answer with the time it took. */
function askAll(app: Express, cachedPage?: string) {
  const page = `${PAGE}?visit=${++fresh}`;
  return Promise.all([
    timed('page', request(app).get(page).set('User-Agent', BROWSER)),
    timed('page for a crawler', request(app).get(page).set('User-Agent', GOOGLEBOT)),
    timed(API, request(app).get(API)),
    timed('/readyz', request(app).get('/readyz')),
    timed('/healthz', request(app).get('/healthz')),
    ...(cachedPage ? [timed(`cached ${cachedPage}`, request(app).get(cachedPage).set('User-Agent', BROWSER))] : []),
  ]);
}

/**
 * While the database is down: 503 with Retry-After for people (the error page), crawlers (plain text),
 * the API (JSON) and readiness; liveness stays 200; a page kept in the page cache is served stale.
 */
export async function expectOutageAnswers(app: Express, cachedPage?: string): Promise<void> {
  const [page, crawler, api, ready, live, cached] = await askAll(app, cachedPage);
  for (const { label, res, ms } of [page, crawler, api, ready, live, ...(cached ? [cached] : [])]) {
    expect(ms, `${label} answered in ${Math.round(ms)} ms`).toBeLessThan(OUTAGE_ANSWER_MS);
    expect(res.headers['cache-control'], label).toBe('no-store');
  }
  for (const { label, res } of [page, crawler, api, ready]) {
    expect(res.status, label).toBe(503);
    expect(Number(res.headers['retry-after']), label).toBeGreaterThan(0);
  }
  expect(page.res.headers['content-type']).toMatch(/text\/html/);
  expect(page.res.text).toContain('Error 503');
  expect(page.res.text).toContain('Please try again in a moment');
  expect(crawler.res.headers['content-type']).toMatch(/text\/plain/);
  expect(crawler.res.text).toBe('503 Service Unavailable');
  expect(api.res.body).toEqual({ error: { status: 503, message: expect.stringMatching(/unavailable/), url: API } });
  expect(ready.res.body).toMatchObject({ ok: false });
  expect(live.res.status).toBe(200);
  if (cached) {
    expect(cached.res.status).toBe(200);
    expect(cached.res.headers['x-page-cache']).toBe('stale');
  }
}

/** Once the database is back: the same requests answer 200, from the same app. */
export async function expectRecovered(app: Express, cachedPage?: string): Promise<void> {
  const answers = await askAll(app, cachedPage);
  for (const { label, res } of answers) expect(res.status, label).toBe(200);
  const cached = answers[5];
  if (cached) expect(cached.res.headers['x-page-cache']).not.toBe('stale');
}
