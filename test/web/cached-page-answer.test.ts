import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataVersion } from '../../src/db/data-version';
import { companyPath } from '../../src/domain/company-id';
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
let dataVersion: DataVersion;
/** A page of each layout whose headers differ: the default, AMP's policy, and a weblet's (framable, no X-Frame-Options). */
let pages: string[];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://specfind.example' });
  dataVersion = new DataVersion(t.db);
  const company = await t.db.one<{ name: string; coid: number }>(sql`
    SELECT c.name, c.coid FROM companies c WHERE EXISTS (SELECT 1 FROM content_items ci WHERE ci.coid = c.coid AND ci.online AND ci.content_type = 'cad')
    ORDER BY c.coid LIMIT 1`);
  pages = ['/about', '/amp', `${companyPath(company.name, company.coid)}/weblet/cad/list`];
  const answer = cachedPageAnswerer({ cache: t.cache, dataVersion, https: true, accessLine: accessLineWriter(createLogger('silent')), insights: t.insights });
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
  await dataVersion.current();
}

const VARYING = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);

function comparable(headers: Headers | Record<string, unknown>): Record<string, string> {
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers).map(([k, v]) => [k, String(v)]);
  return Object.fromEntries(entries.filter(([name]) => !VARYING.has(name.toLowerCase())).map(([name, value]) => [name.toLowerCase(), value]));
}

describe('a cached page answered before Express', () => {
  it('sends the headers and bytes the Express path sends, plain and gzip, for every layout, with a request id of its own', async () => {
    for (const [page, encoding] of pages.flatMap((path) => ['identity', 'gzip, deflate, br'].map((e) => [path, e] as const))) {
      await kept(page);
      const ours = await fetch(`${base}${page}`, { headers: { 'Accept-Encoding': encoding } });
      expect(ours.status).toBe(200);
      // A weighed preference is negotiated by Express: the same answer by the other path.
      const express = await request(t.app).get(page).set('Accept-Encoding', encoding === 'identity' ? 'identity;q=1' : 'gzip;q=1, deflate;q=0.5').buffer(true).parse((res, done) => {
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

  it('counts a person’s view of a cached product page, and not a crawler’s', async () => {
    const { seq } = await t.db.one<{ seq: number }>(sql`SELECT seq FROM products WHERE online AND NOT heading ORDER BY seq LIMIT 1`);
    const views = async () => {
      await t.insights.flush();
      return (await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM insight_events WHERE kind = 'view' AND product_seq = ${seq}`)).n;
    };
    await kept(`/product/${seq}`);
    const before = await views();
    const person = await fetch(`${base}/product/${seq}`, { headers: { 'User-Agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15' } });
    const crawler = await fetch(`${base}/product/${seq}`, { headers: { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } });
    expect([person.status, crawler.status]).toEqual([200, 200]);
    await Promise.all([person.arrayBuffer(), crawler.arrayBuffer()]);
    expect(await views()).toBe(before + 1);
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
