import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadManifest } from '../../src/web/assets';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (path: string, encoding: string) => request(t.app).get(path).set('Accept-Encoding', encoding);

describe('text responses are gzipped for browsers that accept it', () => {
  it('gzips a page, says so in Vary, and the page arrives whole', async () => {
    const res = await get('/', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.text).toMatch(/<\/html>\s*$/);
  });

  it('sends the same page uncompressed to a client that does not accept gzip', async () => {
    const [plain, zipped] = await Promise.all([get('/whats-new', 'identity').redirects(1), get('/whats-new', 'gzip').redirects(1)]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.text).toBe(plain.text);
  });

  it('gzips a streamed page of a signed-in visitor (never cached) to its end', async () => {
    const user = await createTestUser(t.db);
    const res = await get('/account', 'gzip').set('Cookie', user.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toMatch(/<\/html>\s*$/);
  });

  it('gzips the stylesheet and island bundles but leaves small answers alone', async () => {
    const manifest = loadManifest();
    for (const file of [manifest.css!, manifest.entries['search-box'].file]) {
      const res = await get(`/assets/${file}`, 'gzip');
      expect(res.status, file).toBe(200);
      expect(res.headers['content-encoding'], file).toBe('gzip');
    }
    const range = await get(`/assets/${manifest.css!}`, 'gzip').set('Range', 'bytes=0-1999');
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    const health = await get('/healthz', 'gzip');
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});

describe('content negotiation and entity tags per encoding (issue 22, item 2)', () => {
  it('honours gzip;q=0 and a preference for identity', async () => {
    for (const refused of ['gzip;q=0, identity', 'identity', 'br', 'gzip;q=0.2, identity;q=1', '']) {
      const res = await get('/', refused);
      expect(res.status, refused).toBe(200);
      expect(res.headers['content-encoding'], refused).toBeUndefined();
      expect(res.headers.vary, refused).toMatch(/Accept-Encoding/i);
    }
    for (const accepted of ['GZIP', '*', 'br;q=1, gzip;q=0.8']) expect((await get('/', accepted)).headers['content-encoding'], accepted).toBe('gzip');
  });

  it('a cached page: the gzip and plain answers have their own strong tag, and If-None-Match works for each', async () => {
    await get('/', 'identity');
    const plain = await get('/', 'identity');
    const zipped = await get('/', 'gzip');
    expect([plain.headers['x-page-cache'], zipped.headers['x-page-cache']]).toEqual(['hit', 'hit']);
    expect(plain.headers.etag).toMatch(/^"[^"]+"$/);
    expect(zipped.headers.etag).toBe(`${plain.headers.etag.slice(0, -1)}-gz"`);
    // The page's kept gzip copy goes out in one write with its length (a compressed stream has none), and decodes to the page.
    expect(Number(zipped.headers['content-length'])).toBeGreaterThan(0);
    expect(Number(zipped.headers['content-length'])).toBeLessThan(Buffer.byteLength(plain.text));
    expect(zipped.text).toBe(plain.text);

    const zippedAgain = await get('/', 'gzip').set('If-None-Match', zipped.headers.etag);
    expect(zippedAgain.status).toBe(304);
    expect(zippedAgain.headers.etag).toBe(zipped.headers.etag);
    const plainAgain = await get('/', 'identity').set('If-None-Match', plain.headers.etag);
    expect(plainAgain.status).toBe(304);
    expect(plainAgain.headers.etag).toBe(plain.headers.etag);
    // A client holding only the gzip copy that no longer accepts gzip gets the plain bytes.
    const changedMind = await get('/', 'identity').set('If-None-Match', zipped.headers.etag);
    expect(changedMind.status).toBe(200);
    expect(changedMind.headers['content-encoding']).toBeUndefined();
    expect(changedMind.headers.etag).toBe(plain.headers.etag);
    // A cache holding both asks with both tags: the 304 names the one this client is to use.
    const both = await get('/', 'gzip').set('If-None-Match', `${plain.headers.etag}, ${zipped.headers.etag}`);
    expect(both.status).toBe(304);
    expect(both.headers.etag).toBe(zipped.headers.etag);
  });

  it('static files: the weak tag of the gzip bytes differs too, and revalidates', async () => {
    const css = `/assets/${loadManifest().css!}`;
    const plain = await get(css, 'identity');
    const zipped = await get(css, 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.etag).toBe(`${plain.headers.etag.slice(0, -1)}-gz"`);
    expect((await get(css, 'gzip').set('If-None-Match', zipped.headers.etag)).status).toBe(304);
    expect((await get(css, 'identity').set('If-None-Match', plain.headers.etag)).status).toBe(304);
  });
});
