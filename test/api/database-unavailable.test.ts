import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { FaultSwitch } from '../helpers/faulty-driver';
import { connectionRefused, faultyDriver } from '../helpers/faulty-driver';
import { expectOutageAnswers, expectRecovered } from '../helpers/outage';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/users';

// The real faults (PostgreSQL stopped, frozen) are acted in test/faults; here a driver stands in for them.
const faults: FaultSwitch = { fault: null };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { wrapDriver: faultyDriver(faults) });
});
afterAll(() => t.close());
afterEach(() => {
  faults.fault = null;
});

/** Puts the home page into the page cache, then writes the catalog, so the next request asks the database for the version. */
async function cacheHomePage(): Promise<void> {
  await request(t.app).get('/');
  expect((await request(t.app).get('/')).headers['x-page-cache']).toBe('hit');
  await t.writeCatalog(sql`UPDATE companies SET name = name WHERE coid = (SELECT min(coid) FROM companies)`);
}

describe('a database outage', () => {
  it('answers 503 with Retry-After (error page, plain text for crawlers, JSON under /api), keeps /healthz at 200 and serves cached pages stale', async () => {
    await cacheHomePage();
    faults.fault = connectionRefused();
    await expectOutageAnswers(t.app, '/');
  });

  it('answers 503 for a statement that ran out of time', async () => {
    faults.fault = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    const res = await request(t.app).get('/api/products');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
  });

  it('answers 503 to a signed-in visitor too (the session lookup fails first)', async () => {
    const { cookie } = await createTestUser(t.db);
    faults.fault = connectionRefused();
    const res = await request(t.app).get('/account').set('Cookie', cookie);
    expect(res.status).toBe(503);
    expect(res.text).toContain('Error 503');
  });

  it('is logged as one warning per request naming the fault, never as an error with a stack', async () => {
    expect((await request(t.app).get('/readyz')).status).toBe(200);
    const before = t.logs.length;
    faults.fault = connectionRefused();
    await request(t.app).get('/api/products');
    await request(t.app).get('/readyz');
    await request(t.app).get('/readyz');
    const lines = t.logs.slice(before);
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'database unavailable', databaseFault: 'ECONNREFUSED' }));
    // Readiness changes are logged once, not on every probe.
    expect(lines.filter((l) => l.msg === 'not ready: the database does not answer')).toHaveLength(1);
    faults.fault = null;
    await request(t.app).get('/readyz');
    expect(t.logs.slice(before).filter((l) => l.msg === 'ready: the database answers again')).toHaveLength(1);
  });

  it('recovers without a restart once the database answers again', async () => {
    await cacheHomePage();
    faults.fault = connectionRefused();
    expect((await request(t.app).get('/api/products')).status).toBe(503);
    faults.fault = null;
    await expectRecovered(t.app, '/');
  });
});

describe('probes', () => {
  it('answer no-store and are not logged while they succeed', async () => {
    const before = t.logs.length;
    for (const path of ['/healthz', '/readyz']) {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(t.logs.slice(before)).toEqual([]);
  });

  it('/readyz answers 503 within its timeout when the database does not answer at all', async () => {
    const hang = new Promise<never>(() => undefined);
    const db = t.db;
    const query = db.query;
    db.query = () => hang;
    try {
      const started = performance.now();
      const res = await request(t.app).get('/readyz');
      expect(res.status).toBe(503);
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      db.query = query;
    }
  });
});
