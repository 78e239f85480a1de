import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { catalogFacts } from '../helpers/catalog-facts';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let catalogPages: string[];
beforeAll(async () => {
  // 40 pages: 36 for the catalog's, 4 for search pages and copies.
  t = await createTestApp({ HTML_CACHE_ENTRIES: '40' });
  const facts = await catalogFacts(t.db);
  catalogPages = ['/', '/about', `/product/${facts.product.seq}`, '/content-type/cad', `/products/by-csi/${facts.section.slug}`, facts.company.path];
});
afterAll(() => t.close());

const get = (path: string) => request(t.app).get(path);

/** Words no catalog holds, one per request. */
const randomTerms = (count: number) => Array.from({ length: count }, (_, i) => `zq${i.toString(36)}x${Math.random().toString(36).slice(2, 8)}`);

describe('the page cache under free text', () => {
  it('keeps the catalog’s pages while random-term searches flood in', async () => {
    for (const path of catalogPages) await get(path);
    for (const path of catalogPages) expect((await get(path)).headers['x-page-cache'], path).toBe('hit');
    for (const terms of randomTerms(120)) {
      const res = await get(`/search/${terms}`);
      expect(res.status).toBe(200);
    }
    for (const path of catalogPages) expect((await get(path)).headers['x-page-cache'], path).toBe('hit');
  }, 120_000);

  it('still keeps a search page for a while (in its own partition)', async () => {
    expect((await get('/search/door')).headers['x-page-cache']).toBe('miss');
    expect((await get('/search/door')).headers['x-page-cache']).toBe('hit');
  });

  it('renders other spellings of a page without keeping them', async () => {
    const seq = catalogPages[2].split('/')[2];
    await get(`/product/${seq}`);
    const before = t.cache.size;
    for (const path of [`/PRODUCT/${seq}`, `/product/${seq}/`, `/product/0${seq}`, `/product/00${seq}`, '/ABOUT', '/About/']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['x-page-cache'], path).toBeUndefined();
      expect(res.headers['cache-control'], path).toBe('private, no-store');
    }
    expect(t.cache.size).toBe(before);
  });

  it('keeps one division’s press releases but not a combination of divisions (endless paths)', async () => {
    await get('/press-releases/08');
    expect((await get('/press-releases/08')).headers['x-page-cache']).toBe('hit');
    await get('/press-releases/08/09');
    const combination = await get('/press-releases/08/09');
    expect(combination.status).toBe(200);
    expect(combination.headers['x-page-cache']).toBe('miss');
  });

  it('renders without keeping the pages whose addresses are endless: product comparisons and empty past periods', async () => {
    const seqs = await t.db.many<{ seq: number }>(sql`SELECT seq FROM products WHERE online AND NOT heading ORDER BY seq LIMIT 2`);
    const company = catalogPages[5];
    for (const path of [`${company}/product/products/${seqs.map((p) => p.seq).join(',')}`, '/whats-new/all/month/1990-01-01']) {
      await get(path);
      const again = await get(path);
      expect(again.status, path).toBe(200);
      expect(again.headers['x-page-cache'], path).toBe('miss');
    }
  });
});
