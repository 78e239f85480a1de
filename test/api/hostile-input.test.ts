import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEARER_TTL_MS, hashToken, newToken } from '../../src/auth/tokens';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';
import type { JsonSchema, OpenApiOperation } from '../helpers/hostile-values';
import { HOSTILE_NUMBERS, HOSTILE_TEXT, RAW_URL_VALUES, sampleOf, urlValuesFor } from '../helpers/hostile-values';

/**
 * Walks every operation of the OpenAPI document with hostile values in each path parameter, query
 * parameter and body field (one slot at a time, the others plausible) and asserts that none answers 5xx.
 */

let t: TestApp;
let admin: TestUser;
let operations: { method: string; path: string; op: OpenApiOperation }[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.db, { isAdmin: true });
  const doc = (await request(t.app).get('/api/openapi.json')).body as { paths: Record<string, Record<string, OpenApiOperation>> };
  operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method, path, op })));
});
afterAll(() => t.close());

/** A fresh bearer token per operation: an operation that signs out or changes the password cannot blind the next ones. */
async function freshToken(): Promise<string> {
  const token = newToken();
  await t.db.query(sql`INSERT INTO auth_tokens (token_hash, user_seq, kind, expires_at)
    VALUES (${hashToken(token)}, ${admin.user.seq}, 'bearer', ${new Date(Date.now() + BEARER_TTL_MS)})`);
  return token;
}

type Slot = { in: 'path' | 'query' | 'body'; name: string; schema: JsonSchema };

function slotsOf(op: OpenApiOperation): Slot[] {
  const params = op.parameters.map((p) => ({ in: p.in as 'path' | 'query', name: p.name, schema: p.schema }));
  const body = op.requestBody?.content['application/json']?.schema;
  const fields = Object.entries(body?.properties ?? {}).map(([name, schema]) => ({ in: 'body' as const, name, schema }));
  return [...params, ...fields];
}

/** Raw URL text for a value: encoded, except the deliberately broken percent-encodings. */
const inUrl = (value: string) => (RAW_URL_VALUES.includes(value) ? value : encodeURIComponent(value));

async function send(method: string, path: string, op: OpenApiOperation, slot: Slot, value: unknown, token: string) {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const url = pathParams.reduce((acc, p) => acc.replace(`{${p.name}}`, slot.in === 'path' && slot.name === p.name ? inUrl(String(value)) : '1'), path);
  const query = slot.in === 'query' ? `?${slot.name}=${inUrl(String(value))}` : '';
  const body = op.requestBody?.content['application/json']?.schema;
  const payload = body ? { ...(sampleOf(body) as object), ...(slot.in === 'body' ? { [slot.name]: value } : {}) } : undefined;
  const req = request(t.app)[method as 'get'](url + query).set('Authorization', `Bearer ${token}`);
  return payload === undefined ? req : req.send(payload);
}

describe('hostile input against every API operation', () => {
  it('never answers 5xx', { timeout: 600_000 }, async () => {
    expect(operations.length).toBeGreaterThan(200);
    const failures: string[] = [];
    let sent = 0;
    for (const { method, path, op } of operations) {
      const token = await freshToken();
      for (const slot of slotsOf(op)) {
        const values = slot.in === 'body' ? [...HOSTILE_TEXT, ...HOSTILE_NUMBERS] : urlValuesFor();
        for (const value of values) {
          const res = await send(method, path, op, slot, value, token);
          sent += 1;
          if (res.status >= 500) failures.push(`${res.status} ${method.toUpperCase()} ${path} ${slot.in}:${slot.name}=${JSON.stringify(value).slice(0, 20)}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(2000);
    expect(failures).toEqual([]);
  });
});

describe('a NUL or an impossible date answers 400 naming the field', () => {
  const auth = () => ({ Authorization: `Bearer ${admin.token}` });

  it.each([
    ['/api/search/do%00or', 'terms'],
    ['/api/products?q=a%00b', 'q'],
    ['/api/csinos/related?qstr=a%00b', 'qstr'],
  ])('GET %s', async (url, field) => {
    const res = await request(t.app).get(url).set(auth());
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ [field]: 'must not contain a NUL character' });
  });

  it('POST /api/activities/event with a NUL in a field', async () => {
    const res = await request(t.app).post('/api/activities/event').set(auth()).send({ eventLabel: 'a\u0000b' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Invalid body: eventLabel: must not contain a NUL character');
  });

  it('POST /api/specwizard-project/{id}/specs with a NUL inside inputs', async () => {
    const res = await request(t.app).post('/api/specwizard-project/1/specs').set(auth()).send({ specs: [], inputs: { a: 'x\u0000' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ 'inputs.a': 'must not contain a NUL character' });
  });

  it.each(['2026-02-31', '0000-01-01'])('POST /api/activities/search from=%s', async (from) => {
    const res = await request(t.app).post('/api/activities/search').set(auth()).send({ from });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.from).toMatch(/real date/);
  });
});
