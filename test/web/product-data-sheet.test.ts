import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { ProductAttribute } from '../../src/domain/product-attributes';
import { groupedAttributes } from '../../src/domain/product-attributes';
import { expectFormFieldRefused, formPost } from '../helpers/form-posts';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/users';
import { createTestUser } from '../helpers/users';
import { zipEntries } from '../helpers/zip-entries';

let t: TestApp;
interface ProductRow {
  seq: number;
  coid: number;
  section: string;
  attributes: ProductAttribute[];
}
/** A product with files of several types and other manufacturers in its section. */
let product: ProductRow;



beforeAll(async () => {
  t = await createTestApp();
  product = await t.db.one<ProductRow>(sql`
    SELECT p.seq, p.coid, p.section, p.attributes FROM products p
    WHERE p.online AND NOT p.heading AND jsonb_array_length(p.attributes) >= 4
      AND (SELECT count(DISTINCT ci.content_type) FROM content_items ci
           WHERE ci.product_seq = p.seq AND ci.online AND ci.content_type IN ('cad', 'bim', 'datasheet', 'spec')) >= 2
      AND EXISTS (SELECT 1 FROM products o WHERE o.section = p.section AND o.coid <> p.coid AND o.online AND NOT o.heading)
    ORDER BY p.seq LIMIT 1`);
});
afterAll(() => t.close());

describe('a product page reads like a data sheet', () => {
  it('shows the attribute table worked out at seed time, grouped', async () => {
    const res = await request(t.app).get(`/product/${product.seq}`);
    expect(res.status).toBe(200);
    const page = parseHtml(res.text);
    const rowLabels = page.texts('table.data-sheet__table th[scope="row"]');
    for (const row of product.attributes) expect(rowLabels).toContain(row.label);
    // One table per group, named by a real caption: no title row spanning the columns (Lighthouse table-fake-caption).
    expect(page.texts('table.data-sheet__table > caption:first-child')).toEqual(groupedAttributes(product.attributes).map((g) => g.title));
    expect(page.has('table.data-sheet__table [colspan]')).toBe(false);
    expect(product.attributes.some((a) => a.group === 'standards')).toBe(true);
  });

  it('groups its documents under one heading per type, and a type view lists only that type without the data sheet', async () => {
    const types = await t.db.many<{ contentType: string }>(sql`
      SELECT DISTINCT content_type AS "contentType" FROM content_items
      WHERE product_seq = ${product.seq} AND online AND content_type <> 'product' ORDER BY 1`);
    const all = await request(t.app).get(`/product/${product.seq}`);
    for (const { contentType } of types) expect(all.text).toContain(`id="documents-${contentType}"`);
    const cad = await request(t.app).get(`/product/${product.seq}/cad`);
    expect(cad.status).toBe(200);
    expect(cad.text).not.toContain('data-sheet__table');
    expect(cad.text).not.toContain('id="documents-bim"');
  });

  it('lists comparable products from other manufacturers in the same section', async () => {
    const res = await request(t.app).get(`/product/${product.seq}`);
    const linked = parseHtml(res.text)
      .attrs('section.comparable-products a[href^="/product/"]', 'href')
      .map((href) => Number(/^\/product\/(\d+)$/.exec(href)![1]));
    expect(linked.length).toBeGreaterThan(0);
    const rows = await t.db.many<{ seq: number; coid: number; section: string }>(sql`
      SELECT seq, coid, section FROM products WHERE seq = ANY(${linked}::int[])`);
    expect(rows).toHaveLength(linked.length);
    for (const row of rows) {
      expect(row.section).toBe(product.section);
      expect(row.coid).not.toBe(product.coid);
    }
    expect(new Set(rows.map((r) => r.coid)).size).toBe(rows.length);
  });
});

describe('/product/{id}/files.zip', () => {
  it('streams every file of the product in one ZIP, a folder per type, and counts each as a download', async () => {
    const files = await t.db.many<{ id: number; contentType: string; filename: string }>(sql`
      SELECT id, content_type AS "contentType", filename FROM content_items
      WHERE product_seq = ${product.seq} AND online AND filename IS NOT NULL AND content_type IN ('cad', 'bim', 'spec', 'catalog', 'datasheet', 'certificate', 'epd', 'hpd')`);
    const before = (await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM downloads WHERE content_id = ANY(${files.map((f) => f.id)}::int[])`)).n;
    const res = await request(t.app).get(`/product/${product.seq}/files.zip`).buffer(true).parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?[a-z0-9-]+-files\.zip"?$/);
    const entries = zipEntries(res.body as Buffer);
    expect(entries.map((e) => e.name).sort()).toEqual(files.map((f) => `${f.contentType}/${f.filename}`).sort());
    for (const cad of entries.filter((e) => e.name.startsWith('cad/'))) expect(cad.data.toString('latin1')).toMatch(/SECTION/);
    const pdf = entries.find((e) => e.name.endsWith('.pdf'));
    expect(pdf?.data.subarray(0, 5).toString()).toBe('%PDF-');
    const after = (await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM downloads WHERE content_id = ANY(${files.map((f) => f.id)}::int[])`)).n;
    expect(after - before).toBe(files.length);
  });

  it('is a 404 for an unknown product, a product heading, a malformed id and a product without files', async () => {
    const heading = await t.db.one<{ seq: number }>(sql`SELECT seq FROM products WHERE heading ORDER BY seq LIMIT 1`);
    const bare = await t.db.maybeOne<{ seq: number }>(sql`
      SELECT p.seq FROM products p WHERE p.online AND NOT p.heading
        AND NOT EXISTS (SELECT 1 FROM content_items ci WHERE ci.product_seq = p.seq AND ci.online AND ci.filename IS NOT NULL)
      ORDER BY p.seq LIMIT 1`);
    for (const path of ['/product/99999999/files.zip', `/product/${heading.seq}/files.zip`, '/product/abc/files.zip', ...(bare ? [`/product/${bare.seq}/files.zip`] : [])]) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(404);
    }
  });
});

describe('save and add to a project from the product page', () => {
  let user: TestUser;
  let projectSeq: number;

  beforeAll(async () => {
    user = await createTestUser(t.db);
    projectSeq = (await t.db.one<{ seq: number }>(sql`
      INSERT INTO char_projects (char_project_id, user_seq, name) VALUES (${`P-T-${Date.now()}`}, ${user.user.seq}, 'Riverside Library') RETURNING seq`)).seq;
  });

  it('visitors get sign-in links; a signed-in user gets the project form and a Save toggle', async () => {
    const anonymous = await request(t.app).get(`/product/${product.seq}`);
    expect(anonymous.text).toContain('Sign in to add to a project');
    expect(anonymous.text).not.toContain('action="/account/project-products"');
    const signedIn = await request(t.app).get(`/product/${product.seq}`).set('Cookie', user.cookie);
    // The form carries the product itself, not only its section and maker.
    expect(signedIn.text).toContain('action="/account/project-products"');
    expect(signedIn.text).toContain(`<input type="hidden" name="productId" value="${product.seq}"/>`);
    expect(signedIn.text).toMatch(new RegExp(`<option value="${projectSeq}"[^>]*>Riverside Library</option>`));
    expect(signedIn.text).toMatch(/data-island="favorite-toggle"/);
  });

  it('adds the manufacturer under the section once, however often the form is sent', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await formPost(t.app, user, '/account/project-sections', { project: String(projectSeq), section: product.section, coid: String(product.coid) });
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(`/account/projects/${projectSeq}?done=saved`);
    }
    const saved = await t.db.one<{ map: Record<string, number[]> }>(sql`SELECT csi_map AS map FROM char_projects WHERE seq = ${projectSeq}`);
    expect(saved.map[product.section]).toEqual([product.coid]);
  });

  it("refuses another user's project (404) and a malformed section (400 naming the field)", async () => {
    const other = await createTestUser(t.db);
    const foreign = await formPost(t.app, other, '/account/project-sections', { project: String(projectSeq), section: product.section, coid: String(product.coid) });
    expect(foreign.status).toBe(404);
    await expectFormFieldRefused(t.app, user, '/account/project-sections', { project: String(projectSeq), section: '0811', coid: String(product.coid) }, 'section');
  });
});
