import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaultSwitch } from '../helpers/faulty-driver';
import { connectionRefused, faultyDriver } from '../helpers/faulty-driver';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

const faults: FaultSwitch = { fault: null };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { wrapDriver: faultyDriver(faults) });
});
afterAll(async () => {
  faults.fault = null;
  await t?.close();
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  request(t.app).post('/mcp').set('Accept', 'application/json, text/event-stream').set(headers).send(body as object);
const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_manufacturer', arguments: { coid: 10001 } } };

describe('/mcp while the database is down', () => {
  it('a tool answers a tool error saying the site is briefly unavailable, not a crash', async () => {
    faults.fault = connectionRefused();
    const res = await post(call).expect(200);
    expect(res.body.result.isError).toBe(true);
    expect(res.body.result.content[0].text).toMatch(/briefly unavailable/);
  });

  it('checking an API key answers 503 with Retry-After as a JSON-RPC error', async () => {
    faults.fault = connectionRefused();
    const res = await post(call, { 'X-Api-Key': `sk_${'B'.repeat(43)}` }).expect(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body.jsonrpc).toBe('2.0');
    faults.fault = null;
    await post(call, { 'X-Api-Key': `sk_${'B'.repeat(43)}` }).expect(401);
  });
});
