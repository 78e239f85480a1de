import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_BODY_LIMIT } from '../../src/mcp/router';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

const LIMIT = 3;
let t: TestApp;
let admin: TestUser;
let address = 0;

beforeAll(async () => {
  // Behind a trusted loopback proxy each test can speak from its own address (its own rate-limit budget).
  t = await createTestApp({ MCP_RATE_LIMIT: String(LIMIT), TRUST_PROXY: 'loopback' });
  admin = await createTestUser(t.db, { isAdmin: true });
});
afterAll(() => t?.close());

const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };
const callTool = (name: string, args: unknown) => ({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name, arguments: args } });

/** A POST /mcp from a fresh client address, as an MCP client sends it. */
function post(body: unknown, headers: Record<string, string> = {}) {
  address += 1;
  return request(t.app)
    .post('/mcp')
    .set('X-Forwarded-For', `203.0.113.${address}`)
    .set('Accept', 'application/json, text/event-stream')
    .set(headers)
    .send(body as object);
}

describe('POST /mcp', () => {
  it('accepts a client that sends no Origin (MCP clients are not browsers)', async () => {
    const res = await post(initialize).expect(200);
    expect(res.body.result.serverInfo.name).toBe('specfind');
    expect(res.body.result.capabilities).toHaveProperty('tools');
  });

  it('accepts the site\'s own Origin and localhost outside production; refuses a foreign Origin with 403', async () => {
    await post(initialize, { Origin: 'http://localhost:3000' }).expect(200);
    await post(initialize, { Origin: 'http://localhost:6274' }).expect(200);
    for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'null']) {
      const res = await post(initialize, { Origin: origin }).expect(403);
      expect(res.body.error.message).toContain('Origin');
    }
  });

  it('never reads the session cookie: no sign-in, no CSRF refusal, no cookie set', async () => {
    const res = await post(callTool('list_csi_sections', { division: '08' }), { Cookie: admin.cookie }).expect(200);
    expect(res.body.result.isError).toBeFalsy();
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers a tool error naming the field, not a protocol crash', async () => {
    const res = await post(callTool('get_product', { productId: -1 })).expect(200);
    expect(res.body.result.isError).toBe(true);
    expect(res.body.result.content[0].text).toContain('productId');
  });

  it('limits each client address, with 429 and Retry-After', async () => {
    const ip = '198.51.100.7';
    const send = () => request(t.app).post('/mcp').set('X-Forwarded-For', ip).set('Accept', 'application/json, text/event-stream').send(initialize);
    for (let i = 0; i < LIMIT; i += 1) await send().expect(200);
    const res = await send().expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body.error.message).toMatch(/too many/i);
    // Another address still has its budget.
    await post(initialize).expect(200);
  });

  it(`refuses a body over ${MCP_BODY_LIMIT} and one that is not JSON with a JSON-RPC error`, async () => {
    const big = await post({ ...initialize, padding: 'x'.repeat(120_000) }).expect(413);
    expect(big.body.jsonrpc).toBe('2.0');
    const bad = await post('{not json', { 'Content-Type': 'application/json' }).expect(400);
    expect(bad.body.error.code).toBe(-32700);
    const nul = await post(callTool('search_products', { query: 'door\u0000' })).expect(400);
    expect(nul.body.error.message).toMatch(/query/);
  });

  it('refuses a JSON-RPC batch, which would run many tool calls on one unit of the rate limit', async () => {
    const calls = Array.from({ length: LIMIT + 2 }, (_, i) => ({ ...callTool('list_csi_sections', { division: '08' }), id: i + 1 }));
    const res = await post(calls).expect(400);
    expect(res.body.error.code).toBe(-32600);
    expect(res.body.error.message).toMatch(/batch/i);
  });
});

describe('other methods on /mcp', () => {
  it.each(['get', 'delete'] as const)('%s answers 405 (stateless: no sessions, no event stream)', async (method) => {
    const res = await request(t.app)[method]('/mcp').set('X-Forwarded-For', '192.0.2.1').expect(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.body.error.message).toContain('POST');
  });
});
