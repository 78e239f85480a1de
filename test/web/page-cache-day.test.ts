import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let clock = new Date('2026-03-09T23:59:58Z');
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t.close());

/** X-Page-Cache of an anonymous GET: answered early from the cache, or by the page router with a stray session cookie. */
async function cacheState(path: string, cookie?: string): Promise<string | undefined> {
  const res = await request(t.app).get(path).set(cookie ? { Cookie: cookie } : {});
  expect(res.status).toBe(200);
  return res.headers['x-page-cache'];
}

describe('the HTML cache and the day', () => {
  it('serves a cached anonymous page the same UTC day and renders it again once the day changes', async () => {
    expect(await cacheState('/about')).toBe('miss');
    expect(await cacheState('/about')).toBe('hit');
    clock = new Date('2026-03-09T23:59:59.999Z');
    expect(await cacheState('/about')).toBe('hit');
    clock = new Date('2026-03-10T00:00:00.001Z');
    expect(await cacheState('/about')).toBe('miss');
    expect(await cacheState('/about')).toBe('hit');
  });

  it('keys the page router’s own lookup by the day too (a request whose session cookie names nobody)', async () => {
    const stray = 'session=bm9ib2R5; session.sig=bad';
    clock = new Date('2026-04-01T12:00:00Z');
    expect(await cacheState('/advertise', stray)).toBe('miss');
    expect(await cacheState('/advertise', stray)).toBe('hit');
    clock = new Date('2026-04-02T00:00:00Z');
    expect(await cacheState('/advertise', stray)).toBe('miss');
  });
});
