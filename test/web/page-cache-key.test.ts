import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => request(t.app).get(path).set(headers);

describe('the page cache key holds only the query parameters a route declares', () => {
  it('renders a page asked for with an undeclared parameter without keeping it', async () => {
    expect((await get('/about')).headers['x-page-cache']).toBe('miss');
    // Other tests of this file keep their own pages: this one counts only what its requests add.
    const kept = t.cache.size;
    for (const x of ['1', '2', '1']) {
      const res = await get(`/about?x=${x}`);
      expect(res.status).toBe(200);
      expect(res.headers['x-page-cache']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect(t.cache.size).toBe(kept);
    expect((await get('/about')).headers['x-page-cache']).toBe('hit');
  });

  it('keeps a listing per declared parameters, whatever their order', async () => {
    expect((await get('/press-releases?page=1&sort=title')).headers['x-page-cache']).toBe('miss');
    expect((await get('/press-releases?sort=title&page=1')).headers['x-page-cache']).toBe('hit');
    expect((await get('/press-releases?sort=title&page=1&utm_source=x')).headers['x-page-cache']).toBeUndefined();
  });

  it('does not key a page on a parameter its loader ignores (a content type’s sort, read only for EPD and HPD lists)', async () => {
    for (const sort of ['zz1', 'zz2', 'zz1']) {
      const res = await get(`/content-type/cad?sort=${sort}`);
      expect(res.status).toBe(200);
      expect(res.headers['x-page-cache']).toBeUndefined();
    }
    await get('/content-type/cad?page=1');
    expect((await get('/content-type/cad?page=1')).headers['x-page-cache']).toBe('hit');
  });
});

describe('cached pages answer conditional requests', () => {
  it('sends ETag and Last-Modified with a hit and 304 to a client whose copy is current', async () => {
    await get('/advertise');
    const hit = await get('/advertise');
    expect(hit.headers['x-page-cache']).toBe('hit');
    const etag = hit.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(hit.headers['last-modified']).toBeTruthy();

    const byTag = await get('/advertise', { 'If-None-Match': etag });
    expect(byTag.status).toBe(304);
    expect(byTag.text).toBe('');
    expect(byTag.headers.etag).toBe(etag);
    expect((await get('/advertise', { 'If-Modified-Since': hit.headers['last-modified'] })).status).toBe(304);
    expect((await get('/advertise', { 'If-None-Match': '"another"' })).status).toBe(200);
  });
});

describe('HTML_CACHE_BYTES', () => {
  it('keeps no page larger than the cache', async () => {
    const small = await createTestApp({ HTML_CACHE_BYTES: '1000' });
    try {
      expect((await request(small.app).get('/about')).headers['x-page-cache']).toBe('miss');
      expect((await request(small.app).get('/about')).headers['x-page-cache']).toBe('miss');
      expect(small.cache.size).toBe(0);
    } finally {
      await small.close();
    }
  });
});
