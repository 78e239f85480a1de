import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { catalogFacts } from '../helpers/catalog-facts';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let facts: Awaited<ReturnType<typeof catalogFacts>>;
let webabrv: string;

beforeAll(async () => {
  t = await createTestApp();
  facts = await catalogFacts(t.db);
  webabrv = (await t.db.one<{ webabrv: string }>(sql`SELECT webabrv FROM companies WHERE coid = ${facts.company.coid}`)).webabrv;
});
afterAll(() => t.close());

const expectError = (res: request.Response, status: number) => {
  expect(res.status).toBe(status);
  expect(res.body.error.status).toBe(status);
  expect(typeof res.body.error.message).toBe('string');
  expect(res.body.error.url).toMatch(/^\/api\//);
};

describe('search API', () => {
  it('GET /api/search/{terms} returns ranked items and counts', async () => {
    const word = facts.product.name.split(/\s+/).find((w) => w.length > 4) ?? facts.product.name;
    const res = await request(t.app).get(`/api/search/${encodeURIComponent(word.toLowerCase())}`).query({ online: 1 });
    expect(res.status).toBe(200);
    expect(res.body.total).toBeGreaterThan(0);
    expect(res.body.items[0]).toHaveProperty('url');
    expect(Object.keys(res.body.counts).length).toBeGreaterThan(0);
  });

  it('GET /api/search/{terms}/{contentType} with coid stays inside the company', async () => {
    const res = await request(t.app).get(`/api/search/${encodeURIComponent(facts.company.name.split(' ')[0].toLowerCase())}/cad`).query({ coid: facts.company.coid });
    expect(res.status).toBe(200);
    for (const item of res.body.items) {
      expect(item.coid).toBe(facts.company.coid);
      expect(item.contentType).toBe('cad');
    }
  });

  it('rejects bad parameters with 400 and a field message', async () => {
    expectError(await request(t.app).get('/api/search/door').query({ coid: 'abc' }), 400);
    const res = await request(t.app).get('/api/search/door').query({ page: '-1' });
    expectError(res, 400);
    expect(res.body.error.fields.page).toBeTruthy();
    expectError(await request(t.app).get('/api/search/door/warpdrive'), 400);
  });

  it('GET /api/suggest offers manufacturers and items by prefix', async () => {
    const prefix = facts.company.name.slice(0, 5);
    const res = await request(t.app).get('/api/suggest').query({ q: prefix });
    expect(res.status).toBe(200);
    expect(res.body.suggestions.some((s: { label: string }) => s.label === facts.company.name)).toBe(true);
    expect((await request(t.app).get('/api/suggest').query({ q: '%%%' })).body.suggestions).toEqual([]);
    expectError(await request(t.app).get('/api/suggest').query({ q: 'x'.repeat(300) }), 400);
  });
});

describe('content-type API', () => {
  it('walks top level, division level and section level', async () => {
    const { contentType, division, slug } = facts.section;
    const top = await request(t.app).get(`/api/content-type/top-level/${contentType}`);
    expect(top.body.divisions.some((d: { division: string }) => d.division === division)).toBe(true);
    const div = await request(t.app).get(`/api/content-type/division-level/${contentType}/${division}`);
    expect(div.body.sections.length).toBeGreaterThan(0);
    const sec = await request(t.app).get(`/api/content-type/section-level/${contentType}/${division}/${slug}`);
    expect(sec.body.items.length).toBeGreaterThan(0);
  });

  it('GET /api/content-type/random returns the requested number of items of the type', async () => {
    const res = await request(t.app).get('/api/content-type/random').query({ contentType: 'cad', size: 3 });
    expect(res.body.items).toHaveLength(3);
    expect(res.body.items.every((i: { contentType: string }) => i.contentType === 'cad')).toBe(true);
    expectError(await request(t.app).get('/api/content-type/random').query({ contentType: 'cad', size: 500 }), 400);
    expectError(await request(t.app).get('/api/content-type/random'), 400);
  });

  it('GET /api/{type}/es/{id} returns one item or 404', async () => {
    const ok = await request(t.app).get(`/api/bim/es/${facts.item.id}`);
    expect(ok.body.title).toBe(facts.item.title);
    expectError(await request(t.app).get(`/api/cad/es/${facts.item.id}`), 404);
    expectError(await request(t.app).get('/api/bim/es/notanumber'), 400);
  });

  it('rejects bad divisions', async () => {
    expectError(await request(t.app).get('/api/content-type/division-level/cad/8x'), 400);
  });
});

describe('manufacturers API', () => {
  it('finds a company by coid and by web abbreviation, without secrets', async () => {
    const byCoid = await request(t.app).get(`/api/manufacturers/es/${facts.company.coid}`);
    expect(byCoid.body.name).toBe(facts.company.name);
    expect(byCoid.body.companySlug).toMatch(/-\d{5}$/);
    expect(JSON.stringify(byCoid.body)).not.toContain('scrypt');
    const byAbbr = await request(t.app).get(`/api/manufacturers/es/webabrv/${webabrv}`);
    expect(byAbbr.body.coid).toBe(facts.company.coid);
  });

  it('answers 404 for unknown and 400 for malformed identifiers', async () => {
    expectError(await request(t.app).get('/api/manufacturers/es/99997'), 404);
    expectError(await request(t.app).get('/api/manufacturers/es/123'), 400);
    expectError(await request(t.app).get('/api/manufacturers/es/webabrv/no'), 404);
    expectError(await request(t.app).get('/api/manufacturers/es/webabrv/bad!name'), 400);
  });
});

describe('site pages, products, promos and banners', () => {
  it('site-page lookups', async () => {
    expect((await request(t.app).get('/api/site-page/page-type/product-categories/openings')).body.division.division).toBe('08');
    expect((await request(t.app).get('/api/site-page/top-level/bim')).body.title).toBe('BIM objects');
    expect((await request(t.app).get(`/api/site-page/division/cad/${facts.section.division}`)).status).toBe(200);
    expect((await request(t.app).get(`/api/site-page/csi-section/cad/${facts.section.slug}`)).body.section.section).toBe(facts.section.section);
    expectError(await request(t.app).get('/api/site-page/csi-section/cad/999999'), 404);
  });

  it('featured products: 4 by default, filtered by division', async () => {
    const res = await request(t.app).get('/api/products/featured');
    expect(res.body.products.length).toBeLessThanOrEqual(4);
    expect(res.body.products.length).toBeGreaterThan(0);
    expect(res.body.products.every((p: { isFeatured: boolean }) => p.isFeatured)).toBe(true);
    const es = await request(t.app).post('/api/products/es/search').set('Origin', 'http://localhost:3000').send({ size: 2 });
    expectError(await request(t.app).post('/api/products/es/search').set('Origin', 'https://evil.example').send({ size: 2 }), 403);
    expect(es.body.hits.length).toBeLessThanOrEqual(2);
    expectError(await request(t.app).post('/api/products/es/search').set('Origin', 'http://localhost:3000').send({ size: 'many' }), 400);
    expectError(await request(t.app).post('/api/products/es/search').set('Origin', 'http://localhost:3000').set('content-type', 'application/json').send('{bad json'), 400);
  });

  it('homepage promo and banner rotation without repeats', async () => {
    expect((await request(t.app).get('/api/homepage-promo/active')).body.promo.title).toBeTruthy();
    const all = (await request(t.app).get('/api/banners/random').query({ all: 'true' })).body.banners as { seq: number }[];
    expect(all.length).toBeGreaterThan(1);
    let shown: number[] = [];
    const seen = new Set<number>();
    for (let i = 0; i < all.length; i++) {
      const res = await request(t.app).get('/api/banners/random').query(shown.length ? { shown: shown.join(',') } : {});
      expect(seen.has(res.body.banner.seq)).toBe(false);
      seen.add(res.body.banner.seq);
      shown = res.body.shown;
    }
    expect(seen.size).toBe(all.length);
    expectError(await request(t.app).get('/api/banners/random').query({ shown: 'a,b' }), 400);
  });

  it('unknown API calls are JSON 404s', async () => {
    expectError(await request(t.app).get('/api/nothing-here'), 404);
  });
});
