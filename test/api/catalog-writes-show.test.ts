import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';

// Issue 22: a write through the resources API shows in the very next anonymous read of a page, a sitemap or
// the feed, though each was cached a moment before (the data version moved in the write's own transaction,
// and this process asks for it again after its own write). Nothing here invalidates anything by hand.

let t: TestApp;
let admin: TestUser;
let company: { coid: number; name: string; path: string };
let productSeq: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createTestUser(t.db, { isAdmin: true });
  const row = await t.db.one<{ coid: number; name: string; seq: number }>(sql`
    SELECT c.coid, c.name, p.seq FROM products p JOIN companies c ON c.coid = p.coid
    WHERE p.online AND NOT p.heading ORDER BY p.seq LIMIT 1`);
  company = { coid: row.coid, name: row.name, path: companyPath(row.name, row.coid) };
  productSeq = row.seq;
});
afterAll(() => t.close());

const bearer = () => ({ Authorization: `Bearer ${admin.token}` });
const post = (path: string, body: object) => request(t.app).post(path).set(bearer()).send(body).expect(201);
const put = (path: string, body: object) => request(t.app).put(path).set(bearer()).send(body).expect(200);
const remove = (path: string) => request(t.app).delete(path).set(bearer()).expect(200);

/** An anonymous read, as a visitor (no cookie): the page cache answers it when it can. */
const read = (path: string) => request(t.app).get(path);

/** Reads `path` twice as a visitor, the second from the page cache: what a write must make stale. */
async function cached(path: string): Promise<string> {
  await read(path);
  const again = await read(path);
  expect(again.headers['x-page-cache'], `${path} is served from the page cache`).toBe('hit');
  return again.text;
}

describe('a catalog write shows in the next page read', () => {
  it('products: PUT renames the product page, POST adds to the sitemap, DELETE makes the page a 404', async () => {
    const page = `/product/${productSeq}`;
    expect(await cached(page)).not.toContain('Renamed Hinge Assembly');
    await put(`/api/products/${productSeq}`, { name: 'Renamed Hinge Assembly' });
    expect((await read(page).expect(200)).text).toContain('Renamed Hinge Assembly');

    const sitemap = (await read('/sitemap.xml').expect(200)).text;
    const created = await post('/api/products', { coid: company.coid, name: 'Fresh Pivot Door', division: '08', section: '081113' });
    const fresh = `/product/${created.body.seq as number}`;
    expect(sitemap).not.toContain(`${fresh}<`);
    expect((await read('/sitemap.xml').expect(200)).text).toContain(`${fresh}<`);

    expect(await cached(fresh)).toContain('Fresh Pivot Door');
    await remove(`/api/products/${created.body.seq as number}`);
    await read(fresh).expect(404);
  });

  it('content items: POST, PUT and DELETE of a datasheet show on its product page', async () => {
    const page = `/product/${productSeq}`;
    expect(await cached(page)).not.toContain('Sill Datasheet');
    const created = await post('/api/datasheets', { coid: company.coid, productSeq, title: 'Sill Datasheet', online: true, filename: 'sill.pdf', fileFormat: 'pdf' });
    expect((await read(page).expect(200)).text).toContain('Sill Datasheet');

    expect(await cached(page)).toContain('Sill Datasheet');
    await put(`/api/datasheets/${created.body.id as number}`, { title: 'Threshold Datasheet' });
    const renamed = (await read(page).expect(200)).text;
    expect(renamed).toContain('Threshold Datasheet');
    expect(renamed).not.toContain('Sill Datasheet');

    expect(await cached(page)).toContain('Threshold Datasheet');
    await remove(`/api/datasheets/${created.body.id as number}`);
    expect((await read(page).expect(200)).text).not.toContain('Threshold Datasheet');
  });

  it("companies: a client project shows on the company's projects page, renamed and removed", async () => {
    const page = `${company.path}/projects`;
    expect(await cached(page)).not.toContain('Harbour Library');
    const created = await post('/api/client-projects', { coid: company.coid, name: 'Harbour Library', city: 'Portland', state: 'OR' });
    expect((await read(page).expect(200)).text).toContain('Harbour Library');

    expect(await cached(page)).toContain('Harbour Library');
    await put(`/api/client-projects/${created.body.seq as number}`, { name: 'Harbour Archive' });
    expect((await read(page).expect(200)).text).toContain('Harbour Archive');

    expect(await cached(page)).toContain('Harbour Archive');
    await remove(`/api/client-projects/${created.body.seq as number}`);
    expect((await read(page).expect(200)).text).not.toContain('Harbour Archive');
  });

  it('editorial: a podcast shows on the podcast page, and a blog post in the feed', async () => {
    expect(await cached('/podcast')).not.toContain('Acoustic Ceilings Talk');
    await post('/api/podcasts', { title: 'Acoustic Ceilings Talk' });
    expect((await read('/podcast').expect(200)).text).toContain('Acoustic Ceilings Talk');

    const feed = (await read('/rss').expect(200)).text;
    expect(feed).not.toContain('Curtain Walls in Winter');
    await post('/api/blog-posts', { title: 'Curtain Walls in Winter', summary: 'Condensation.', body: '<p>Condensation.</p>' });
    expect((await read('/rss').expect(200)).text).toContain('Curtain Walls in Winter');
  });
});

describe('the data version moves inside the write', () => {
  const version = async () => (await t.db.one<{ v: number }>(sql`SELECT version::int AS v FROM data_version`)).v;
  const companyNamed = (name: string) => t.db.maybeOne(sql`SELECT coid FROM companies WHERE name = ${name}`);

  it('once per transaction, whoever writes the catalog table, and not at all when the write rolls back', async () => {
    const before = await version();
    await t.db.transaction(async (tx) => {
      await tx.query(sql`INSERT INTO companies (coid, name, slug) VALUES (99981, 'Direct Write Works', 'direct-write-works')`);
      await tx.query(sql`UPDATE companies SET name = 'Direct Write Works Inc' WHERE coid = 99981`);
    });
    expect(await version()).toBe(before + 1);

    const failed = t.db.transaction(async (tx) => {
      await tx.query(sql`INSERT INTO companies (coid, name, slug) VALUES (99982, 'Rolled Back Works', 'rolled-back-works')`);
      throw new Error('the rest of the write failed');
    });
    await expect(failed).rejects.toThrow(/failed/);
    expect(await version()).toBe(before + 1);
    expect(await companyNamed('Rolled Back Works')).toBeNull();
  });
});
