import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { sql } from '../../src/db/sql';
import { createLogger } from '../../src/log';
import { storeMessage } from '../../src/services/mail/outbox';
import { reportDatabase } from '../../src/web/metrics/registry';
import { ROUTES } from '../../src/web/routes';
import { connectionRefused, faultyDriver } from '../helpers/faulty-driver';
import type { FaultSwitch } from '../helpers/faulty-driver';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

/** The value of one sample, e.g. sample(text, 'http_requests_total', { route: '/product/:id', status: '200' }); 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return 0;
}

function routeLabels(text: string): string[] {
  return [...text.matchAll(/route="([^"]*)"/g)].map((m) => m[1]);
}

let t: TestApp;
let seq: number;
let coid: number;

async function scrape(app = t.app): Promise<string> {
  const res = await request(app).get('/metrics');
  expect(res.status).toBe(200);
  return res.text;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ seq, coid } = await t.db.one<{ seq: number; coid: number }>(sql`SELECT seq, coid FROM products WHERE online AND NOT heading ORDER BY seq LIMIT 1`));
});
afterAll(() => t.close());

describe('GET /metrics', () => {
  it('answers Prometheus text, never cached, and is no page of the site map', async () => {
    const res = await request(t.app).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.text).toMatch(/^# HELP http_requests_total /m);
    expect(res.text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(ROUTES.some((route) => route.path.startsWith('/metrics'))).toBe(false);
  });

  it('counts requests by route pattern and status, and the page cache’s misses and hits', async () => {
    const before = await scrape();
    const page = { method: 'GET', route: '/product/:id', status: '200' };
    expect((await request(t.app).get(`/product/${seq}`)).headers['x-page-cache']).toBe('miss');
    expect((await request(t.app).get(`/product/${seq}`)).headers['x-page-cache']).toBe('hit');
    await request(t.app).get(`/api/products/manufacturer/${coid}/competitors`).expect(200);
    await request(t.app).get('/no-such-page-4711').expect(404);
    const after = await scrape();

    expect(sample(after, 'http_requests_total', page) - sample(before, 'http_requests_total', page)).toBe(2);
    expect(sample(after, 'http_request_duration_seconds_count', page) - sample(before, 'http_request_duration_seconds_count', page)).toBe(2);
    const api = { route: '/api/products/manufacturer/:coid/competitors', status: '200' };
    expect(sample(after, 'http_requests_total', api) - sample(before, 'http_requests_total', api)).toBe(1);
    const unmatched = { route: 'unmatched', status: '404' };
    expect(sample(after, 'http_requests_total', unmatched) - sample(before, 'http_requests_total', unmatched)).toBe(1);
    for (const result of ['miss', 'hit']) {
      expect(sample(after, 'html_cache_requests_total', { result }) - sample(before, 'html_cache_requests_total', { result })).toBe(1);
    }
    // Patterns only: no id or raw path becomes a label.
    expect(after).not.toContain(`/product/${seq}`);
    expect(after).not.toContain('no-such-page');
    // Other test files in this worker add their own routes' labels: Express patterns, with splats and optional parts.
    const labels = routeLabels(after);
    for (const route of labels.filter((label) => label !== 'unmatched')) expect(route).toMatch(/^\/[\w\-/:.*{}]*$/);
    for (const route of labels) expect(route).not.toMatch(/\/\d+(\/|$)/);
  });

  it('times every database statement and reports the pool and the outbox backlog', async () => {
    // The gauges report the database of the app made last (one per process outside tests): shuffled, the outage
    // block's app may have been made since this file's.
    reportDatabase(t.db);
    const before = await scrape();
    await request(t.app).get(`/product/${seq}?fresh=1`).expect(200);
    await storeMessage(t.db, { to: 'someone@example.com', subject: 'metrics', text: 'due now' }, new Date(Date.now() - 1000));
    const after = await scrape();
    expect(sample(after, 'db_query_duration_seconds_count')).toBeGreaterThan(sample(before, 'db_query_duration_seconds_count'));
    expect(after).toMatch(/^db_pool_connections_in_use \d+$/m);
    expect(after).toMatch(/^db_pool_waiting \d+$/m);
    const due = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()`);
    expect(due.n).toBeGreaterThan(0);
    expect(sample(after, 'outbox_backlog', { state: 'due' })).toBe(due.n);
  });
});

describe('who may read /metrics', () => {
  const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), PUBLIC_URL: 'https://specfind.example', LOG_LEVEL: 'silent' };
  const TOKEN = 'scrape-token-0123456789';
  const appWith = (env: Record<string, string>) => createApp({ db: t.db, config: loadConfig({ ...PRODUCTION, ...env }), log: createLogger('silent') }).app;

  it('is hidden in production unless the operator allows it', async () => {
    await request(appWith({})).get('/metrics').expect(404);
  });

  it('with METRICS_TOKEN: 401 without the bearer token or with a wrong one, 200 with it', async () => {
    const app = appWith({ METRICS_TOKEN: TOKEN });
    const missing = await request(app).get('/metrics');
    expect(missing.status).toBe(401);
    expect(missing.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(missing.text).not.toContain('http_requests_total');
    await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    await request(app).get('/metrics').set('Authorization', `Basic ${TOKEN}`).expect(401);
    const ok = await request(app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('http_requests_total');
  });

  it('with METRICS_ALLOW: the listed addresses read it, others do not', async () => {
    await request(appWith({ METRICS_ALLOW: 'loopback' })).get('/metrics').expect(200);
    await request(appWith({ METRICS_ALLOW: '127.0.0.1/32' })).get('/metrics').expect(200);
    await request(appWith({ METRICS_ALLOW: '10.0.0.0/8' })).get('/metrics').expect(404);
  });
});

describe('/metrics during a database outage', () => {
  const faults: FaultSwitch = { fault: null };
  let down: TestApp;
  beforeAll(async () => {
    down = await createTestApp({}, { wrapDriver: faultyDriver(faults) });
  });
  afterAll(() => down.close());

  it('still answers, leaving out the outbox backlog it could not count', async () => {
    expect(await scrape(down.app)).toMatch(/^outbox_backlog\{state="due"\} \d+$/m);
    faults.fault = connectionRefused();
    const text = await scrape(down.app);
    faults.fault = null;
    expect(text).toContain('http_requests_total');
    expect(text).not.toMatch(/^outbox_backlog\{/m);
  });
});
