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
