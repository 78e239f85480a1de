import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companySlugId } from '../../src/domain/company-id';
import { GOOGLEBOT } from '../helpers/html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/users';

let t: TestApp;
type Item = { id: number; coid: number; name: string; filename: string; productSeq: number | null; contentType: string };
const items: Record<string, Item> = {};

const pathOf = (i: Item, withProduct = true) =>
  `/downloads/${companySlugId(i.name, i.coid)}/${i.contentType}/${i.filename}${withProduct && i.productSeq ? `/${i.productSeq}` : ''}`;
/** Downloads recorded by this file's requests (the seeded catalog has a history of its own). */
let firstNewId = 0;
const downloads = async (id: number) =>
  t.db.many<{ label: string | null; userSeq: number | null }>(sql`
    SELECT label, user_seq AS "userSeq" FROM downloads WHERE content_id = ${id} AND id >= ${firstNewId} ORDER BY id`);

beforeAll(async () => {
  t = await createTestApp();
  firstNewId = (await t.db.one<{ n: number }>(sql`SELECT coalesce(max(id), 0)::int + 1 AS n FROM downloads`)).n;
  for (const type of ['cad', 'bim', 'spec', 'catalog']) {
    items[type] = await t.db.one<Item>(sql`
      SELECT ci.id, ci.coid, c.name, ci.filename, ci.product_seq AS "productSeq", ci.content_type AS "contentType"
      FROM content_items ci JOIN companies c USING (coid)
      WHERE ci.content_type = ${type} AND ci.online AND ci.filename IS NOT NULL ORDER BY ci.id LIMIT 1`);
  }
});
afterAll(() => t.close());

describe('/downloads', () => {
  it('serves a CAD drawing as a DXF attachment and records the download with its page label', async () => {
    const cad = items.cad;
    const res = await request(t.app).get(pathOf(cad)).set('Referer', `http://localhost:3000/product/${cad.productSeq}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/dxf/);
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="?${cad.filename.replace(/\./g, '\\.')}"?$`));
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = res.body instanceof Buffer ? res.body.toString() : res.text;
    expect(text).toMatch(/^ {0,2}0\r?\nSECTION/);
    expect(await downloads(cad.id)).toEqual([{ label: 'product#cad', userSeq: null }]);
  });

  it('serves BIM as IFC, specs and catalogs as PDF, with or without the product segment', async () => {
    const bim = await request(t.app).get(pathOf(items.bim, false)).buffer(true);
    expect(bim.status).toBe(200);
    expect(bim.headers['content-type']).toMatch(/^application\/x-step/);
    expect(bim.text ?? bim.body.toString()).toContain('ISO-10303-21');
    for (const type of ['spec', 'catalog']) {
      const pdf = await request(t.app).get(pathOf(items[type])).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('records the signed-in user, never asks anonymous visitors to sign in, and does not count crawlers', async () => {
    const user = await createTestUser(t.db);
    const bim = items.bim;
    await request(t.app).get(pathOf(bim)).set('Cookie', user.cookie).set('Referer', 'http://localhost:3000/search/door/bim');
    await request(t.app).get(pathOf(bim)).set('User-Agent', GOOGLEBOT);
    // The earlier anonymous download of the same file, then the signed-in one; the crawler's is not there.
    expect(await downloads(bim.id)).toEqual([{ label: null, userSeq: null }, { label: 'search-bim', userSeq: user.user.seq }]);
  });

  it('a referrer from another site gives no label', async () => {
    const spec = items.spec;
    await request(t.app).get(pathOf(spec)).set('Referer', 'https://elsewhere.example/company/x-12345/spec');
    expect((await downloads(spec.id)).at(-1)).toEqual({ label: null, userSeq: null });
  });

  it.each([
    () => `/downloads/${companySlugId(items.cad.name, items.cad.coid)}/cad/no-such-file.dxf`,
    () => `/downloads/${companySlugId(items.cad.name, items.cad.coid)}/bim/${items.cad.filename}`,
    () => `/downloads/99999/cad/${items.cad.filename}`,
    () => `/downloads/not-a-company/cad/${items.cad.filename}`,
    () => `/downloads/${items.cad.coid}/video/${items.cad.filename}`,
    () => `/downloads/${items.cad.coid}/cad/..%2F..%2Fetc%2Fpasswd`,
    () => `/downloads/${items.cad.coid}/cad/..`,
    () => `/downloads/${items.cad.coid}/cad/%2Fetc%2Fpasswd`,
    () => `${pathOf(items.cad, false)}/999999`,
    () => `${pathOf(items.cad, false)}/9999999999`,
    () => `${pathOf(items.cad, false)}/abc`,
  ])('a path that does not name an online file is a 404 (%#)', async (path) => {
    const res = await request(t.app).get(path());
    expect(res.status).toBe(404);
  });

  it('cards and item pages link to the download', async () => {
    const cad = items.cad;
    const page = await request(t.app).get(`/product/${cad.productSeq}`);
    expect(page.text).toContain(`href="${pathOf(cad)}"`);
  });
});
