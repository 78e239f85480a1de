import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataVersion } from '../../src/db/data-version';
import { sql } from '../../src/db/sql';
import { accessLineWriter } from '../../src/web/access-log';
import { cachedPageAnswerer } from '../../src/web/page-cache/answer-cached';
import { createLogger } from '../../src/log';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

/**
 * The answer before Express (src/web/page-cache/answer-cached.ts) beside the Express path's answer of the same
 * cached page. The answerer is served alone here, so a request it leaves to Express shows as 599.
 */
let t: TestApp;
let early: Server;
let base: string;
const dataVersion = () => versionOfTest;
let versionOfTest: DataVersion;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://specfind.example' });
  versionOfTest = new DataVersion(t.db);
  const answer = cachedPageAnswerer({ cache: t.cache, dataVersion: dataVersion(), https: true, accessLine: accessLineWriter(createLogger('silent')), insights: t.insights });
  early = createServer((req, res) => {
    if (answer(req, res)) return;
    res.statusCode = 599;
    res.end();
  });
  await new Promise<void>((resolve) => early.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(early.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => early.close(resolve));
  await t.close();
});

/** Keeps `path` in the page cache (rendered once by the app) and has the answerer's data version read just now. */
async function kept(path: string): Promise<void> {
  expect((await request(t.app).get(path)).headers['x-page-cache']).toMatch(/miss|hit/);
  await dataVersion().current();
}

const VARYING = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);

function comparable(headers: Headers | Record<string, unknown>): Record<string, string> {
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers).map(([k, v]) => [k, String(v)]);
  return Object.fromEntries(entries.filter(([name]) => !VARYING.has(name.toLowerCase())).map(([name, value]) => [name.toLowerCase(), value]));
}

describe('a cached page answered before Express', () => {
  it('sends the headers and bytes the Express path sends, plain and gzip, with a request id of its own', async () => {
    await kept('/about');
    for (const encoding of ['identity', 'gzip, deflate, br']) {
      const ours = await fetch(`${base}/about`, { headers: { 'Accept-Encoding': encoding } });
      expect(ours.status).toBe(200);
      // A weighed preference is negotiated by Express: the same answer by the other path.
      const express = await request(t.app).get('/about').set('Accept-Encoding', encoding === 'identity' ? 'identity;q=1' : 'gzip;q=1, deflate;q=0.5').buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(express.headers['x-page-cache']).toBe('hit');
      expect(comparable(ours.headers)).toEqual(comparable(express.headers));
      expect(ours.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(ours.headers.get('strict-transport-security')).toContain('max-age=');
      const body = Buffer.from(await ours.arrayBuffer());
      // fetch and supertest both decode gzip.
      expect(body.equals(express.body as Buffer)).toBe(true);
    }
  });

  it('keeps a client’s safe request id', async () => {
    await kept('/about');
    const res = await fetch(`${base}/about`, { headers: { 'X-Request-Id': 'proxy-1234' } });
    expect(res.headers.get('x-request-id')).toBe('proxy-1234');
  });

  it.each([
    ['a conditional request', { method: 'GET', headers: { 'If-None-Match': '"x"' } }],
    ['a signed-in visitor', { method: 'GET', headers: { Cookie: 'session=abc' } }],
    ['an API key', { method: 'GET', headers: { 'X-Api-Key': 'k' } }],
    ['a weighed encoding', { method: 'GET', headers: { 'Accept-Encoding': 'gzip;q=0' } }],
    ['a HEAD request', { method: 'HEAD', headers: {} }],
  ])('leaves %s to Express', async (_name, init) => {
    await kept('/about');
    expect((await fetch(`${base}/about`, init)).status).toBe(599);
  });

  it('leaves pages it does not keep, and debug addresses, to Express', async () => {
    await kept('/about');
    expect((await fetch(`${base}/about?debug=debug_on`)).status).toBe(599);
    expect((await fetch(`${base}/no-such-page-kept`)).status).toBe(599);
  });

  it('leaves a page to Express once a catalog write of this process has ended, until the version is read again', async () => {
    await kept('/about');
    expect((await fetch(`${base}/about`)).status).toBe(200);
    await t.writeCatalog(sql`SELECT 1`);
    expect((await fetch(`${base}/about`)).status).toBe(599);
  });
});
