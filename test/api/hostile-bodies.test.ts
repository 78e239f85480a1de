import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../src/domain/json-depth';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { createTestUser, SAME_ORIGIN } from '../helpers/users';

// Issue 22, item 1: hostile request bodies are refused where they are parsed (413 for size, 400 naming the field
// for depth), never walked, never a 500; anonymous writes to /api have a budget per address.

const WRITE_LIMIT = 3;
let t: TestApp;
let address = 0;

beforeAll(async () => {
  // Behind a trusted loopback proxy each test speaks from its own address (its own budget).
  t = await createTestApp({ API_ANONYMOUS_WRITE_LIMIT: String(WRITE_LIMIT), TRUST_PROXY: 'loopback' });
});
afterAll(() => t.close());

const nextAddress = () => `198.51.100.${(address += 1)}`;
const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
/** The tester's body: 17 fields of 2,900 nested arrays each, about 98 KB. */
const manyDeepFields = () => `{${Array.from({ length: 17 }, (_, i) => `"${i === 0 ? 'name' : `f${i}`}":${deepArray(2900)}`).join(',')}}`;

const postJson = (path: string, body: string, from = nextAddress()) =>
  request(t.app).post(path).set(SAME_ORIGIN).set('X-Forwarded-For', from).set('Content-Type', 'application/json').send(body);
const postMcp = (body: string) =>
  request(t.app).post('/mcp').set('X-Forwarded-For', nextAddress()).set('Accept', 'application/json, text/event-stream').set('Content-Type', 'application/json').send(body);

describe('deep JSON bodies', () => {
  it.each([
    ['17 fields of 2,900 nested arrays', manyDeepFields(), 'name'],
    ['one field of 3,000 nested arrays', `{"name":${deepArray(3000)}}`, 'name'],
    ['one field of 5,000 nested objects', `{"message":${deepObject(5000)}}`, 'message'],
    ['a body that is itself 10,000 nested arrays', deepArray(10_000), 'body'],
  ])('POST /api/email refuses %s with a 400 naming the field', async (_name, body, field) => {
    const res = await postJson('/api/email', body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(`Invalid body: ${field}: must not nest deeper than ${MAX_JSON_DEPTH} levels of objects and arrays`);
    expect(res.body.error.fields).toEqual({ [field]: `must not nest deeper than ${MAX_JSON_DEPTH} levels of objects and arrays` });
  });

  it('a deep body with a NUL at the bottom is refused for its depth, before any walk', async () => {
    const res = await postJson('/api/email', `{"name":${'['.repeat(3000)}"a\\u0000"${']'.repeat(3000)}}`);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('name');
  });

  it('brackets inside strings do not count, and a body at the limit is parsed and validated as usual', async () => {
    const res = await postJson('/api/email', JSON.stringify({ name: `Dana ${'[{'.repeat(40)}`, email: 'x', subject: 'Doors', message: 'hello' }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ email: expect.any(String) });
    const atLimit = await postJson('/api/email', `{"name":${deepArray(MAX_JSON_DEPTH - 1)}}`);
    expect(atLimit.status).toBe(400);
    expect(atLimit.body.error.message).not.toMatch(/nest deeper/);
  });

  it('/auth and /mcp refuse them the same way, /mcp as a JSON-RPC error', async () => {
    const auth = await postJson('/auth/local', `{"email":${deepArray(3000)}}`);
    expect(auth.status).toBe(400);
    expect(auth.body.error.fields).toEqual({ email: expect.stringMatching(/nest deeper/) });
    const mcp = await postMcp(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":${deepObject(3000)}}`);
    expect(mcp.status).toBe(400);
    expect(mcp.body.error).toEqual({ code: -32602, message: `Invalid body: params: must not nest deeper than ${MAX_JSON_DEPTH} levels of objects and arrays` });
  });

  it('a JSON body in another charset than UTF-8 is refused with 415', async () => {
    const res = await request(t.app).post('/api/email').set(SAME_ORIGIN).set('X-Forwarded-For', nextAddress()).set('Content-Type', 'application/json; charset=utf-16le').send(Buffer.from('{"name":"x"}', 'utf16le'));
    expect(res.status).toBe(415);
  });
});

describe('oversize bodies', () => {
  const big = JSON.stringify({ name: 'x', message: 'y'.repeat(200_000) });

  it('answer 413 on /api, /auth and /mcp', async () => {
    expect((await postJson('/api/email', big)).status).toBe(413);
    expect((await postJson('/auth/local', big)).status).toBe(413);
    const mcp = await postMcp(big);
    expect(mcp.status).toBe(413);
    expect(mcp.body.error.message).toMatch(/larger than 100kb/);
  });

  it('a form with more fields than allowed answers 413', async () => {
    const form = Array.from({ length: 1500 }, (_, i) => `f${i}=1`).join('&');
    const res = await request(t.app).post('/auth/local').set(SAME_ORIGIN).type('form').send(form);
    expect(res.status).toBe(413);
  });
});

describe('a cached page while hostile bodies arrive', () => {
  it('keeps answering from the cache', async () => {
    await request(t.app).get('/').expect(200);
    const page = (await request(t.app).get('/').expect(200)).text;
    const hostile = Array.from({ length: 12 }, () => postJson('/api/email', manyDeepFields()));
    const pages = Array.from({ length: 12 }, () => request(t.app).get('/'));
    const [refused, answered] = await Promise.all([Promise.all(hostile), Promise.all(pages)]);
    expect(refused.map((r) => r.status)).toEqual(refused.map(() => 400));
    expect(answered.map((r) => [r.status, r.headers['x-page-cache']])).toEqual(answered.map(() => [200, 'hit']));
    for (const res of answered) expect(res.text).toBe(page);
  });
});

describe('the anonymous write budget of /api', () => {
  const body = JSON.stringify({ name: 'Dana', email: 'not an address', message: 'hello' });

  it(`admits ${WRITE_LIMIT} writes a minute per address, however many arrive at once, then 429 with Retry-After`, async () => {
    const from = nextAddress();
    const answers = await Promise.all(Array.from({ length: 40 }, () => postJson('/api/email', body, from)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(WRITE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - WRITE_LIMIT);
    const refused = answers.find((r) => r.status === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // A refused hostile body costs nothing more: it is refused before it is read.
    expect((await postJson('/api/email', manyDeepFields(), from)).status).toBe(429);
    // Another address has its own budget.
    expect((await postJson('/api/email', body)).status).toBe(400);
  });

  it('does not count signed-in writers', async () => {
    const user = await createTestUser(t.db);
    const from = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: WRITE_LIMIT + 3 }, () => request(t.app).post('/api/email').set(SAME_ORIGIN).set('X-Forwarded-For', from).set('Authorization', `Bearer ${user.token}`).send(body)),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 400));
  });
});
