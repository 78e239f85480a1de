import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { CONTENT_TYPES } from '../../src/domain/content-types';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

type Item = Record<string, unknown>;

let t: TestApp;
let admin: TestUser;
let coids: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.db, { isAdmin: true });
  coids = (await t.db.many<{ coid: number }>(sql`SELECT coid FROM products GROUP BY coid HAVING count(*) > 3 ORDER BY coid LIMIT 2`)).map((r) => r.coid);
});
afterAll(() => t.close());

const get = (path: string, query: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  request(t.app).get(path).query(query).set(headers);
const asAdmin = () => ({ Authorization: `Bearer ${admin.token}` });

describe('filters, sort and paging', () => {
  it('filters on one or several values and counts the total', async () => {
    const [a, b] = coids;
    const count = async (coid: number) =>
      (await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM products WHERE coid = ${coid} AND online`)).n;
    const one = await get('/api/products', { coid: a, size: 100 });
    expect(one.status).toBe(200);
    expect(one.body.total).toBe(await count(a));
    expect(one.body.items.every((p: Item) => p.coid === a && p.online === true)).toBe(true);
    const both = await get('/api/products', { coid: `${a},${b}`, size: 1 });
    expect(both.body.total).toBe((await count(a)) + (await count(b)));
    expect(both.body.pageCount).toBe(both.body.total);
  });

  it('filters on null and on booleans', async () => {
    const roots = await get('/api/products', { parent_id: 'null', heading: 'true', size: 100 });
    expect(roots.body.total).toBeGreaterThan(0);
    expect(roots.body.items.every((p: Item) => p.parent_id === null && p.heading === true)).toBe(true);
  });

  it('sorts ascending and descending on whitelisted fields, the key breaking ties', async () => {
    const asc = (await get('/api/products', { coid: coids[0], sort: 'tree_order', size: 100 })).body.items as Item[];
    const orders = asc.map((p) => p.tree_order as number);
    expect(orders).toEqual([...orders].sort((x, y) => x - y));
    const desc = (await get('/api/products', { coid: coids[0], sort: '-tree_order', size: 100 })).body.items as Item[];
    expect(desc.map((p) => p.tree_order)).toEqual([...orders].sort((x, y) => y - x));
  });

  it('pages without overlap up to 100 items', async () => {
    const first = await get('/api/products', { size: 3, page: 1, sort: 'seq' });
    const second = await get('/api/products', { size: 3, page: 2, sort: 'seq' });
    expect(first.body.items).toHaveLength(3);
    expect(second.body.page).toBe(2);
    expect((second.body.items[0] as Item).seq).toBeGreaterThan((first.body.items[2] as Item).seq as number);
    expect((await get('/api/products', { size: 100 })).body.items).toHaveLength(100);
  });

  it('searches text fields with ?q=, literally', async () => {
    const title = (await t.db.one<{ title: string }>(sql`SELECT title FROM podcasts ORDER BY seq LIMIT 1`)).title;
    const word = title.split(/\s+/).find((w) => w.length > 4) ?? title;
    const res = await get('/api/podcasts', { q: word.toUpperCase() });
    expect(res.body.total).toBeGreaterThan(0);
    for (const p of res.body.items as Item[]) expect(`${p.title} ${p.summary}`.toLowerCase()).toContain(word.toLowerCase());
    expect((await get('/api/podcasts', { q: '%' })).body.total).toBe(0);
  });

  it('answers 400 naming bad parameters', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ coid: 'abc' }, 'coid'],
      [{ colour: 'red' }, 'colour'],
      [{ sort: 'description' }, 'sort'],
      [{ size: '101' }, 'size'],
      [{ page: '0' }, 'page'],
      [{ online: 'maybe' }, 'online'],
    ];
    for (const [query, field] of cases) {
      const res = await get('/api/products', query);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.error.fields)).toEqual([field]);
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect((await get(`/api/products/by-ids/${tooMany}`)).status).toBe(400);
    expect((await get('/api/products/by-ids/3,x')).body.error.fields).toHaveProperty('ids.1');
  });

  it('keeps the order of by-ids', async () => {
    const seqs = (await get('/api/products', { size: 3, sort: 'seq' })).body.items.map((p: Item) => p.seq);
    const res = await get(`/api/products/by-ids/${[...seqs].reverse().join(',')}`);
    expect(res.body.items.map((p: Item) => p.seq)).toEqual([...seqs].reverse());
  });
});

describe('what the public sees', () => {
  it('hides offline items and inactive promotions from everyone but administrators', async () => {
    const { id } = await t.db.one<{ id: number }>(sql`UPDATE content_items SET online = false
      WHERE id = (SELECT min(id) FROM content_items WHERE content_type = 'datasheet') RETURNING id`);
    expect((await get(`/api/datasheets/${id}`)).status).toBe(404);
    expect((await get(`/api/datasheets/es/${id}`)).status).toBe(404);
    expect((await get(`/api/datasheets/by-ids/${id}`)).body.items).toEqual([]);
    expect((await get('/api/datasheets', { online: 'false' })).body.total).toBe(0);
    expect((await get(`/api/datasheets/${id}`, {}, asAdmin())).body.online).toBe(false);
    expect((await get('/api/datasheets', { online: 'false' }, asAdmin())).body.total).toBeGreaterThan(0);
    await t.db.query(sql`UPDATE homepage_promos SET active = false`);
    expect((await get('/api/homepage-promos')).body.total).toBe(0);
    expect((await get('/api/homepage-promos', {}, asAdmin())).body.total).toBeGreaterThan(0);
  });
});

describe('families with their own keys and shapes', () => {
  it('keys CSI divisions and sections by MasterFormat edition and number', async () => {
    const short = await get('/api/csinos/08');
    expect(short.status).toBe(200);
    expect(short.body).toMatchObject({ id: '04-08', mf: '04', division: '08' });
    expect((await get('/api/csinos/04-08')).body).toEqual(short.body);
    expect((await get('/api/csinos/by-ids/08,04-08,95-08')).body.items.map((d: Item) => d.id)).toEqual(['04-08', '95-08']);
    const sections = await get('/api/csisecs', { division: '08', mf: '04', size: 100 });
    expect(sections.body.total).toBeGreaterThan(0);
    expect(sections.body.items.every((s: Item) => s.division === '08' && s.id === `04-${String(s.section).replace(/ /g, '')}`)).toBe(true);
  });

  it('lists catalog pages with their alt text and catalog', async () => {
    const { contentId } = await t.db.one<{ contentId: number }>(sql`SELECT content_id AS "contentId" FROM catalog_pages GROUP BY content_id HAVING count(*) > 1 LIMIT 1`);
    const res = await get('/api/catalog-pages', { contentId });
    const pages = res.body.items as Item[];
    expect(pages.map((p) => p.pageNumber)).toEqual([...pages.map((p) => p.pageNumber as number)].sort((a, b) => a - b));
    for (const page of pages) {
      expect(page.id).toBe(`${contentId}-${page.pageNumber}`);
      expect(page.pageAltText).toBe(String(page.data).slice(0, 80));
      expect(typeof page.webabrv).toBe('string');
    }
  });

  it('serves content types from the domain list, read-only', async () => {
    const all = await get('/api/content-types', { size: 100 });
    expect(all.body.items.map((c: Item) => c.name)).toEqual([...CONTENT_TYPES]);
    expect((await get('/api/content-types/cad')).body).toMatchObject({ id: 'cad', singular: 'CAD drawing' });
    expect((await get('/api/content-types', { q: 'drawing' })).body.items.map((c: Item) => c.name)).toContain('cad');
    expect((await get('/api/content-types/by-ids/bim,cad')).body.items.map((c: Item) => c.id)).toEqual(['bim', 'cad']);
  });
});

describe('routes of other areas keep working (nothing shadowed)', () => {
  it('GET /api/products/featured, /api/homepage-promo/active and the singular content-type es route', async () => {
    const featured = await get('/api/products/featured');
    expect(featured.status).toBe(200);
    expect(Array.isArray(featured.body.products)).toBe(true);
    expect((await get('/api/homepage-promo/active')).status).toBe(200);
    const { id } = await t.db.one<{ id: number }>(sql`SELECT max(id) AS id FROM content_items WHERE content_type = 'datasheet' AND online`);
    const theirs = await get(`/api/datasheet/es/${id}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toMatchObject({ id, contentType: 'datasheet' });
    const ours = await get(`/api/datasheets/es/${id}`);
    expect(ours.body).toMatchObject({ id, contentType: 'datasheet', link: theirs.body.url });
  });
});
