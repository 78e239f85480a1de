import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { bumpDataVersion } from '../../src/services/search-index';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => request(t.app).get(path).set(headers);

/** A catalog write as the resources API makes it: the data version moves, and this process asks for it at once. */
async function write(change: ReturnType<typeof sql>): Promise<void> {
  await t.db.query(change);
  await bumpDataVersion(t.db);
  t.dataVersion.invalidate();
}

describe('the sitemap from memory, with validators', () => {
  it('answers 304 to a crawler whose copy is current, and a new document after a write', async () => {
    const first = await get('/sitemap.xml');
    expect(first.status).toBe(200);
    const { etag, 'last-modified': lastModified } = first.headers;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(lastModified).toBeTruthy();

    const again = await get('/sitemap.xml', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect((await get('/sitemap.xml', { 'If-Modified-Since': lastModified })).status).toBe(304);

    const { seq } = await t.db.one<{ seq: number }>(sql`SELECT seq FROM products WHERE online AND NOT heading ORDER BY seq LIMIT 1`);
    expect(first.text).toContain(`/product/${seq}</loc>`);
    await write(sql`UPDATE products SET online = false WHERE seq = ${seq}`);

    const after = await get('/sitemap.xml', { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.text).not.toContain(`/product/${seq}</loc>`);
  });
});

describe('the sitemap compressed once', () => {
  it('sends the gzip bytes built with the document to a crawler that accepts them, the plain bytes otherwise', async () => {
    const zipped = await get('/sitemap.xml', { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    const plain = await get('/sitemap.xml', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).not.toBe(zipped.headers.etag);
    // supertest decompresses: both representations carry the same document.
    expect(zipped.text).toBe(plain.text);
    expect((await get('/sitemap.xml', { 'Accept-Encoding': 'gzip', 'If-None-Match': zipped.headers.etag })).status).toBe(304);
  });
});

describe('the RSS feed, with validators', () => {
  it('answers 304 to a reader whose copy is current', async () => {
    const first = await get('/rss');
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/rss', { 'If-None-Match': first.headers.etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect((await get('/rss', { 'If-Modified-Since': first.headers['last-modified'] })).status).toBe(304);
    expect((await get('/rss', { 'If-None-Match': '"older"' })).status).toBe(200);
  });
});
