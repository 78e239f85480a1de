import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
/** A company listed under a CSI section that another company shares. */
let coid: number;
const bodies: string[] = [];

async function get(path: string, query: Record<string, string> = {}) {
  const res = await request(t.app).get(path).query(query);
  bodies.push(res.text);
  return res;
}

beforeAll(async () => {
  t = await createTestApp();
  // The demo keeps its webinars offline until a recording or attendance page exists; these lookups need some online.
  await t.writeCatalog(sql`UPDATE content_items SET online = true WHERE id IN (SELECT id FROM content_items WHERE content_type = 'webinar' ORDER BY id LIMIT 3)`);
  ({ coid } = await t.db.one<{ coid: number }>(sql`
    SELECT a.coid FROM company_sections a JOIN company_sections b ON b.mf = a.mf AND b.section = a.section AND b.coid <> a.coid
    WHERE a.mf = '04' ORDER BY a.coid LIMIT 1`));
});
afterAll(() => t.close());

describe('GET /api/products/manufacturer/{coid}/competitors', () => {
  it('ranks other manufacturers by the CSI sections they share', async () => {
    const res = await get(`/api/products/manufacturer/${coid}/competitors`);
    expect(res.status).toBe(200);
    const found: { coid: number; sharedSections: string[] }[] = res.body.competitors;
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((c) => c.coid === coid)).toBe(false);
    const mine = new Set((await t.db.many<{ section: string }>(sql`SELECT section FROM company_sections WHERE coid = ${coid} AND mf = '04'`)).map((r) => r.section));
    for (const c of found) {
      const theirs = await t.db.many<{ section: string }>(sql`SELECT section FROM company_sections WHERE coid = ${c.coid} AND mf = '04' ORDER BY section`);
      expect(c.sharedSections).toEqual(theirs.map((r) => r.section).filter((s) => mine.has(s)));
    }
    const overlap = found.map((c) => c.sharedSections.length);
    expect(overlap).toEqual([...overlap].sort((a, b) => b - a));
  });

  it('honours size; 404 for an unknown company; 400 for bad input', async () => {
    expect((await get(`/api/products/manufacturer/${coid}/competitors`, { size: '1' })).body.competitors).toHaveLength(1);
    expect((await get('/api/products/manufacturer/99999/competitors')).status).toBe(404);
    expect((await get(`/api/products/manufacturer/${coid}/competitors`, { size: '0' })).body.error.fields).toHaveProperty('size');
    expect((await get('/api/products/manufacturer/abcde/competitors')).body.error.fields).toHaveProperty('coid');
  });
});

describe('GET /api/products/manufacturer/{coid}/similar', () => {
  it("lists other manufacturers' products in the company's sections", async () => {
    const { coid } = await t.db.one<{ coid: number }>(sql`
      SELECT cs.coid FROM company_sections cs JOIN products p ON p.section = cs.section AND p.coid <> cs.coid AND p.online AND NOT p.heading
      WHERE cs.mf = '04' ORDER BY cs.coid LIMIT 1`);
    const res = await get(`/api/products/manufacturer/${coid}/similar`, { size: '100' });
    expect(res.status).toBe(200);
    const products: { seq: number; coid: number; section: string; heading: boolean }[] = res.body.products;
    expect(products.length).toBeGreaterThan(0);
    const mine = new Set((await t.db.many<{ section: string }>(sql`SELECT section FROM company_sections WHERE coid = ${coid} AND mf = '04'`)).map((r) => r.section));
    expect(products.every((p) => p.coid !== coid && mine.has(p.section) && !p.heading)).toBe(true);
    const { n } = await t.db.one<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM products WHERE online AND NOT heading AND coid <> ${coid} AND section = ANY(${[...mine]}::text[])`);
    expect(products).toHaveLength(Math.min(n, 100));
    expect((await get('/api/products/manufacturer/99999/similar')).status).toBe(404);
  });
});

describe('GET /api/products/manufacturer/{coid}/similar-query', () => {
  it('is a ready full-text query of words from the company product names that finds other makers’ products', async () => {
    const res = await get(`/api/products/manufacturer/${coid}/similar-query`);
    expect(res.status).toBe(200);
    const { words, query, searchPath } = res.body as { words: string[]; query: string; searchPath: string };
    expect(words.length).toBeGreaterThan(0);
    expect(query).toBe(words.join(' or '));
    expect(searchPath).toBe(`/search/${words.join('-or-')}`);
    const names = (await t.db.many<{ name: string }>(sql`SELECT lower(name) AS name FROM products WHERE coid = ${coid}`)).map((r) => r.name).join(' ');
    for (const word of words) expect(names).toContain(word);
    const search = await get(`/api/search/${words.join('-or-')}`);
    expect(search.status).toBe(200);
    expect(search.body.total).toBeGreaterThan(0);
    expect((await get('/api/products/manufacturer/99999/similar-query')).status).toBe(404);
  });
});

describe('GET /api/client-product-photo/by-product-id/{id}', () => {
  let product: { seq: number; coid: number; section: string };
  beforeAll(async () => {
    product = await t.db.one(sql`
      SELECT p.seq, p.coid, p.section FROM products p JOIN companies c ON c.coid = p.coid AND c.is_client
      WHERE p.online AND NOT p.heading AND p.section IS NOT NULL ORDER BY p.seq LIMIT 1`);
  });

  it("answers the product's drawing for each of the client's projects that used it, and the drawing is a real PNG", async () => {
    // A product some project used (the first products of the project's section) that has a drawing.
    const used = await t.db.one<{ seq: number; name: string }>(sql`
      SELECT p.seq, p.name FROM client_projects cp JOIN companies c ON c.coid = cp.coid AND c.is_client
      JOIN LATERAL (SELECT u.seq, u.name FROM products u WHERE u.coid = cp.coid AND u.section = cp.section AND u.online AND NOT u.heading
        ORDER BY u.tree_order, u.seq LIMIT 1) p ON true
      WHERE EXISTS (SELECT 1 FROM content_items x WHERE x.product_seq = p.seq AND x.content_type = 'cad' AND x.online AND x.filename IS NOT NULL)
      ORDER BY cp.seq LIMIT 1`);
    const res = await get(`/api/client-product-photo/by-product-id/${used.seq}`);
    expect(res.status).toBe(200);
    const photos: { url: string; alt: string; caption: string; projectName: string }[] = res.body.photos;
    expect(photos.length).toBeGreaterThan(0);
    for (const photo of photos) {
      expect(photo.url).toMatch(/^\/previews\/\d+\.png\?v=\w+$/);
      expect(photo.alt).toBe(`Drawing of ${used.name}`);
      expect(photo.caption).toBe(`${used.name}, as used on the ${photo.projectName}`);
    }
    const png = await request(t.app).get(photos[0].url).responseType('blob');
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect((png.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
  });

  it('is an empty list for a product no project used', async () => {
    const unused = await t.db.one<{ seq: number; coid: number }>(sql`
      SELECT p.seq, p.coid FROM products p WHERE p.online AND NOT p.heading AND p.section IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM client_projects cp WHERE cp.coid = p.coid AND cp.section = p.section)
      ORDER BY p.seq LIMIT 1`);
    expect((await get(`/api/client-product-photo/by-product-id/${unused.seq}`)).body).toEqual({ productSeq: unused.seq, coid: unused.coid, photos: [] });
  });

  it("answers photos with an image from the client's projects in the product's section, never unsafe addresses", async () => {
    await t.db.query(sql`INSERT INTO client_projects (coid, name, section, division, photos) VALUES (${product.coid}, 'Harbor Library', ${product.section},
      ${product.section.slice(0, 2)}, ${JSON.stringify([
        { url: '/media/projects/harbor-library-1.jpg', alt: 'Lobby', caption: 'The lobby' },
        { alt: 'No image' },
        { url: 'javascript:alert(1)', alt: 'Bad' },
        { url: '//evil.example/x.jpg', alt: 'Bad too' },
      ])}::jsonb)`);
    const res = await get(`/api/client-product-photo/by-product-id/${product.seq}`);
    const uploaded = (res.body.photos as { url: string }[]).filter((photo) => !photo.url.startsWith('/previews/'));
    expect(uploaded).toEqual([{ url: '/media/projects/harbor-library-1.jpg', alt: 'Lobby', caption: 'The lobby', projectSeq: expect.any(Number), projectName: 'Harbor Library' }]);
  });

  it('404 for an unknown product, 400 for a bad id', async () => {
    expect((await get('/api/client-product-photo/by-product-id/999999')).status).toBe(404);
    expect((await get('/api/client-product-photo/by-product-id/abc')).body.error.fields).toHaveProperty('id');
  });
});

describe.each(['certificate', 'datasheet', 'webinar'])('GET /api/%s/by-product-ids and /es-ids', (type) => {
  it('by-product-ids answers the online items of the products, in the order asked, skipping unknown ids', async () => {
    const rows = await t.db.many<{ productSeq: number }>(sql`
      SELECT DISTINCT product_seq AS "productSeq" FROM content_items WHERE content_type = ${type} AND online AND product_seq IS NOT NULL ORDER BY 1 LIMIT 2`);
    const seqs = rows.map((r) => r.productSeq).reverse();
    const res = await get(`/api/${type}/by-product-ids/${[...seqs, 999999].join(',')}`);
    expect(res.status).toBe(200);
    const items: { contentType: string; productSeq: number }[] = res.body.items;
    const expected = await t.db.many<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM content_items WHERE content_type = ${type} AND online AND product_seq = ANY(${seqs}::int[])`);
    expect(items).toHaveLength(expected[0].n);
    expect(items.every((i) => i.contentType === type)).toBe(true);
    const order = items.map((i) => seqs.indexOf(i.productSeq));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('es-ids answers items of that type by id in the order asked; other types and unknown ids are left out', async () => {
    const ids = (await t.db.many<{ id: number }>(sql`SELECT id FROM content_items WHERE content_type = ${type} AND online ORDER BY id LIMIT 3`)).map((r) => r.id);
    const other = await t.db.one<{ id: number }>(sql`SELECT id FROM content_items WHERE content_type = 'cad' ORDER BY id LIMIT 1`);
    const asked = [...ids].reverse();
    const res = await get(`/api/${type}/es-ids/${[other.id, ...asked, 999999].join(',')}`);
    expect(res.status).toBe(200);
    expect((res.body.items as { id: number }[]).map((i) => i.id)).toEqual(asked);
  });

  it('at most 100 ids, numbers only', async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    expect((await get(`/api/${type}/es-ids/${hundred}`)).status).toBe(200);
    expect((await get(`/api/${type}/es-ids/${hundred},101`)).body.error.fields).toHaveProperty('ids');
    expect((await get(`/api/${type}/by-product-ids/1,,2`)).body.error.fields).toHaveProperty('ids');
    expect((await get(`/api/${type}/by-product-ids/abc`)).status).toBe(400);
  });

  it('leaves /{type}/es/{id} to the content-type router', async () => {
    const { id } = await t.db.one<{ id: number }>(sql`SELECT id FROM content_items WHERE content_type = ${type} AND online ORDER BY id LIMIT 1`);
    expect((await get(`/api/${type}/es/${id}`)).body).toMatchObject({ id, contentType: type });
  });
});

describe('report passwords', () => {
  it('never appear in any answer of this file', () => {
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) expect(body).not.toMatch(/report_?password|scrypt\$/i);
  });
});
