import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser, SAME_ORIGIN } from '../helpers/users';

const PAGE = '/account/api-keys';
const ANONYMOUS_API_LIMIT = 30;
let t: TestApp;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  // A low anonymous limit for the read API; each test speaks from its own address through a trusted loopback proxy.
  t = await createTestApp({ API_RATE_LIMIT: String(ANONYMOUS_API_LIMIT), TRUST_PROXY: 'loopback' });
  admin = await createTestUser(t.db, { isAdmin: true });
  member = await createTestUser(t.db);
});
afterAll(() => t?.close());

const issue = (form: Record<string, string>, user: TestUser = admin) =>
  request(t.app).post(PAGE).set(SAME_ORIGIN).set('Cookie', user.cookie).type('form').send(form);
/** The secret shown once on the page (undefined when none is shown). */
const shownKey = (html: string) => parseHtml(html).all('code.secret')[0]?.textContent ?? undefined;
const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } };
const mcp = (headers: Record<string, string> = {}) =>
  request(t.app).post('/mcp').set('Accept', 'application/json, text/event-stream').set(headers).send(initialize);

describe('the API keys screen (administrators)', () => {
  it('is for administrators only, and in their menu', async () => {
    expect((await request(t.app).get(PAGE)).headers.location).toMatch(/^\/signin/);
    expect((await request(t.app).get(PAGE).set('Cookie', member.cookie)).status).toBe(403);
    const res = await request(t.app).get(PAGE).set('Cookie', admin.cookie).expect(200);
    expect(res.text).toContain(`action="${PAGE}"`);
    expect(res.text).toContain(`href="${PAGE}"`);
    expect((await issue({ name: 'x', rateLimit: '5' }, member)).status).toBe(403);
  });

  it('issues a named key shown once and stores only its SHA-256', async () => {
    const res = await issue({ name: 'Acme BIM plug-in', rateLimit: '5' }).expect(200);
    const key = shownKey(res.text)!;
    expect(key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    const row = await t.db.one<{ keyHash: string; prefix: string; rateLimit: number }>(sql`
      SELECT key_hash AS "keyHash", key_prefix AS prefix, rate_limit AS "rateLimit" FROM api_keys WHERE name = 'Acme BIM plug-in'`);
    expect(row).toEqual({ keyHash: createHash('sha256').update(key).digest('hex'), prefix: key.slice(0, 7), rateLimit: 5 });
    const again = await request(t.app).get(PAGE).set('Cookie', admin.cookie).expect(200);
    expect(again.text).not.toContain(key);
    expect(again.text).toContain('Acme BIM plug-in');
  });

  it('issues a key scoped to one manufacturer with write rights, which then creates that manufacturer’s drafts only', async () => {
    const [own, other] = (await t.db.many<{ coid: number }>(sql`SELECT coid FROM companies ORDER BY coid LIMIT 2`)).map((c) => c.coid);
    const key = shownKey((await issue({ name: 'Acme PIM', rateLimit: '50', coid: String(own), canWrite: 'yes' }).expect(200)).text)!;
    expect(await t.db.one(sql`SELECT coid, can_write AS "canWrite" FROM api_keys WHERE name = 'Acme PIM'`)).toEqual({ coid: own, canWrite: true });
    const door = { template: 'hollow-metal-doors', code: `KEY-${Date.now()}`, name: 'Keyed Door', section: '08 11 13', properties: {} };
    expect((await request(t.app).post(`/api/manage/${own}/products`).set('X-Api-Key', key).send(door)).status).toBe(201);
    expect((await request(t.app).post(`/api/manage/${other}/products`).set('X-Api-Key', key).send(door)).status).toBe(403);
    expect(parseHtml((await request(t.app).get(PAGE).set('Cookie', admin.cookie)).text).bodyText).toContain(`${own} (writes)`);
  });

  it.each([
    [{ name: 'Scoped nowhere', rateLimit: '5', coid: '', canWrite: 'yes' }, 'Write rights need a manufacturer id'],
    [{ name: 'Bad company', rateLimit: '5', coid: '12' }, 'A five-digit manufacturer id'],
    [{ name: '', rateLimit: '5' }, 'Name the integrator'],
    [{ name: 'Too fast', rateLimit: '0' }, 'from 1 to 100000'],
    [{ name: 'Not a number', rateLimit: 'many' }, 'from 1 to 100000'],
  ])('refuses %j with 400 and the field message', async (form, message) => {
    const res = await issue(form).expect(400);
    expect(res.text).toContain(message);
    expect(shownKey(res.text)).toBeUndefined();
  });
});

describe('API keys on /mcp', () => {
  it('a key has its own budget (X-Api-Key or Bearer), RateLimit-* headers, 429 with Retry-After, and its last use recorded', async () => {
    const key = shownKey((await issue({ name: 'Budget test', rateLimit: '2' })).text)!;
    const first = await mcp({ 'X-Api-Key': key }).expect(200);
    expect(first.headers).toMatchObject({ 'ratelimit-limit': '2', 'ratelimit-remaining': '1' });
    const second = await mcp({ Authorization: `Bearer ${key}` }).expect(200);
    expect(second.headers['ratelimit-remaining']).toBe('0');
    const over = await mcp({ 'X-Api-Key': key }).expect(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['ratelimit-remaining']).toBe('0');
    // Anonymous callers keep their own, lower default budget.
    const anonymous = await mcp().expect(200);
    expect(anonymous.headers['ratelimit-limit']).toBe('60');
    const used = await t.db.one<{ lastUsed: unknown }>(sql`SELECT last_used_at AS "lastUsed" FROM api_keys WHERE name = 'Budget test'`);
    expect(used.lastUsed).not.toBeNull();
  });

  it('an unknown or revoked key is 401; revoking takes effect at once', async () => {
    await mcp({ 'X-Api-Key': `sk_${'A'.repeat(43)}` }).expect(401);
    const key = shownKey((await issue({ name: 'Revoke test', rateLimit: '50' })).text)!;
    await mcp({ 'X-Api-Key': key }).expect(200);
    const { id } = await t.db.one<{ id: number }>(sql`SELECT id FROM api_keys WHERE name = 'Revoke test'`);
    await request(t.app).post(`${PAGE}/${id}/revoke`).set(SAME_ORIGIN).set('Cookie', member.cookie).expect(403);
    const revoked = await request(t.app).post(`${PAGE}/${id}/revoke`).set(SAME_ORIGIN).set('Cookie', admin.cookie).expect(303);
    expect(revoked.headers.location).toBe(PAGE);
    await mcp({ Authorization: `Bearer ${key}` }).expect(401);
    await request(t.app).post(`${PAGE}/${id}/revoke`).set(SAME_ORIGIN).set('Cookie', admin.cookie).expect(404);
    await request(t.app).post(`${PAGE}/abc/revoke`).set(SAME_ORIGIN).set('Cookie', admin.cookie).expect(404);
  });
});

describe('API keys on the read API (/api)', () => {
  const get = (ip: string, headers: Record<string, string> = {}) => request(t.app).get('/api/content-type/top-level/cad').set('X-Forwarded-For', ip).set(headers);

  it('anonymous callers get the lower per-address limit, then 429 with Retry-After', async () => {
    const first = await get('198.51.100.20').expect(200);
    expect(first.headers).toMatchObject({ 'ratelimit-limit': String(ANONYMOUS_API_LIMIT), 'ratelimit-remaining': String(ANONYMOUS_API_LIMIT - 1) });
    for (let i = 1; i < ANONYMOUS_API_LIMIT; i += 1) await get('198.51.100.20').expect(200);
    const over = await get('198.51.100.20').expect(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.body.error.status).toBe(429);
  });

  it('a key gets its own higher budget from any address; an unknown key is 401', async () => {
    const key = shownKey((await issue({ name: 'Read API test', rateLimit: '1000' })).text)!;
    const res = await get('198.51.100.21', { Authorization: `Bearer ${key}` }).expect(200);
    expect(res.headers).toMatchObject({ 'ratelimit-limit': '1000', 'ratelimit-remaining': '999' });
    const elsewhere = await get('198.51.100.22', { 'X-Api-Key': key }).expect(200);
    expect(elsewhere.headers['ratelimit-remaining']).toBe('998');
    const unknown = await get('198.51.100.23', { 'X-Api-Key': 'sk_nope' }).expect(401);
    expect(unknown.body.error.message).toMatch(/API key/);
  });
});
