import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/users';
import { pngImage, productDxf, productIfc, textPdf, upload, uploadProductFixture, uploadTestApp, UPLOAD_TEST_MS, type UploadProductFixture } from '../helpers/upload-fixtures';

/** Issue 24, item 2: a manufacturer's DXF, IFC, PDF and photo are checked, stored as versions, and reported on. */

let t: TestApp;
let product: UploadProductFixture;
let staff: TestUser;

beforeAll(async () => {
  t = await uploadTestApp();
  product = await uploadProductFixture(t.db);
  staff = await createTestUser(t.db, { coid: product.coid });
});
afterAll(() => t.close());

interface Version {
  version: number;
  storageKey: string;
  size: number;
  sha256: string;
  report: { ok: boolean; badge: string };
}

const versionsOf = (id: number) =>
  t.db.many<Version>(sql`SELECT version, storage_key AS "storageKey", size::int AS size, sha256, report FROM document_versions WHERE content_id = ${id} ORDER BY version`);

describe('POST /api/manage/{coid}/products/{id}/files', { timeout: UPLOAD_TEST_MS }, () => {
  it('stores a DXF from our writer as version 1 of a new draft document, with a report and a badge', async () => {
    const file = productDxf(product);
    const res = await upload(t.app, { coid: product.coid, productSeq: product.seq, file, filename: 'Door elevation.dxf', contentType: 'cad', cookie: staff.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ version: 1, state: 'draft', report: { ok: true } });
    expect(res.body.report.checks.map((c: { name: string }) => c.name)).toEqual(['type', 'parses', 'units', 'entities', 'extent']);
    expect(res.body.report.checks.find((c: { name: string }) => c.name === 'units').message).toBe('units set: inches');
    expect(res.body.report.badge).toMatch(/^units set · [\d,]+ entities · /);
    const item = await t.db.one<{ online: boolean; publication: string; contentType: string; productSeq: number; filename: string }>(sql`
      SELECT online, publication, content_type AS "contentType", product_seq AS "productSeq", filename FROM content_items WHERE id = ${res.body.id}`);
    expect(item).toMatchObject({ online: false, publication: 'draft', contentType: 'cad', productSeq: product.seq });
    const [version] = await versionsOf(res.body.id);
    expect(version).toMatchObject({ version: 1, storageKey: `files/${product.coid}/${res.body.id}/v1/Door-elevation.dxf`, size: file.length });
    expect(version.report).toEqual(res.body.report);
    const preview = await request(t.app).get(res.body.preview).set('Cookie', staff.cookie);
    expect(preview.status).toBe(200);
    expect(preview.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(String(preview.body)).toContain('<svg');
  });

  it("checks an IFC model from our writer against the product's record: class, schema, property sets", async () => {
    const res = await upload(t.app, { coid: product.coid, productSeq: product.seq, file: productIfc(product), filename: 'model.ifc', contentType: 'bim', cookie: staff.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const checks = Object.fromEntries(res.body.report.checks.map((c: { name: string; ok: boolean; message: string }) => [c.name, c]));
    expect(checks.class).toMatchObject({ ok: true, message: `1 ${product.template.ifcClass}` });
    expect(checks.schema.ok).toBe(true);
    expect(checks.properties.message).toMatch(/^\d+ properties agree with the product record$/);
    expect(res.body.report.badge).toBe(`${checks.schema.message.replace(/^schema (IFC[0-9A-Z]+).*$/, '$1')} · ${product.template.ifcClass} · property sets complete`);
  });

  it('refuses an IFC model whose property values disagree with the record: 422 naming the property, nothing stored', async () => {
    const def = product.template.properties.find((d) => d.ifc && typeof product.properties[d.id] === 'number' && !/FireRating|AcousticRating/.test(d.ifc))!;
    expect(def).toBeDefined();
    const wrong = { ...product.properties, [def.id]: (product.properties[def.id] as number) * 2 + 1 };
    const before = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM content_items WHERE product_seq = ${product.seq}`);
    const res = await upload(t.app, { coid: product.coid, productSeq: product.seq, file: productIfc(product, wrong), filename: 'model.ifc', contentType: 'bim', cookie: staff.cookie });
    expect(res.status).toBe(422);
    const failed = res.body.report.checks.filter((c: { ok: boolean }) => !c.ok);
    expect(failed).toHaveLength(1);
    expect(failed[0].name).toBe('properties');
    expect(failed[0].message).toContain(def.ifc);
    expect(res.body.report.ok).toBe(false);
    expect((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM content_items WHERE product_seq = ${product.seq}`)).n).toBe(before.n);
  });

  it('reads a PDF from pdf-lib: opens, not encrypted, pages counted, text on page 1', async () => {
    const res = await upload(t.app, { coid: product.coid, productSeq: product.seq, file: await textPdf(3), filename: 'data-sheet.pdf', contentType: 'datasheet', title: 'Data sheet', cookie: staff.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.report.checks.map((c: { name: string; ok: boolean }) => [c.name, c.ok])).toEqual([['type', true], ['opens', true], ['encryption', true], ['pages', true], ['text', true]]);
    expect(res.body.report.badge).toBe('3 pages · text searchable');
  });

  it('takes a photo (PNG) and answers the image itself as its preview', async () => {
    const png = pngImage(120, 90);
    const res = await upload(t.app, { coid: product.coid, productSeq: product.seq, file: png, filename: 'photo.png', contentType: 'photo', cookie: staff.cookie });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.report.badge).toBe('120 × 90 px');
    const preview = await request(t.app).get(res.body.preview).set('Cookie', staff.cookie).buffer(true);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(preview.body as Buffer, png)).toBe(0);
  });

  it('adds version 2 to a document with ?replace, keeping version 1', async () => {
    const first = await upload(t.app, { coid: product.coid, productSeq: product.seq, file: await textPdf(1), filename: 'catalog.pdf', contentType: 'catalog', cookie: staff.cookie });
    expect(first.status).toBe(201);
    const second = await upload(t.app, { coid: product.coid, productSeq: product.seq, file: await textPdf(2), filename: 'catalog-2027.pdf', replace: first.body.id, cookie: staff.cookie });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body).toMatchObject({ id: first.body.id, version: 2 });
    expect((await versionsOf(first.body.id)).map((v) => [v.version, v.storageKey])).toEqual([
      [1, `files/${product.coid}/${first.body.id}/v1/catalog.pdf`],
      [2, `files/${product.coid}/${first.body.id}/v2/catalog-2027.pdf`],
    ]);
  });

  it('gives parallel new versions of one document distinct numbers', async () => {
    const first = await upload(t.app, { coid: product.coid, productSeq: product.seq, file: pngImage(10, 10), filename: 'a.png', contentType: 'photo', cookie: staff.cookie });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => upload(t.app, { coid: product.coid, productSeq: product.seq, file: pngImage(11 + i, 10), filename: `b${i}.png`, replace: first.body.id, cookie: staff.cookie })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(answers.map((a) => a.body.version as number).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7]);
    expect((await versionsOf(first.body.id)).map((v) => v.version)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
