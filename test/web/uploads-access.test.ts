import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { createTestUser, SAME_ORIGIN } from '../helpers/users';
import { pngImage, textPdf, upload, uploadProductFixture, uploadTestApp, UPLOAD_TEST_MS, type UploadProductFixture } from '../helpers/upload-fixtures';

/** Issue 24, item 5: who may upload, to which product, and the form's fields. */

let t: TestApp;
let product: UploadProductFixture;

beforeAll(async () => {
  t = await uploadTestApp();
  product = await uploadProductFixture(t.db);
});
afterAll(() => t.close());

const call = (cookie: string | undefined, file = pngImage(), filename = 'photo.png', contentType = 'photo') =>
  upload(t.app, { coid: product.coid, productSeq: product.seq, file, filename, contentType, cookie });

async function otherMaker(): Promise<number> {
  return (await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies WHERE coid <> ${product.coid} ORDER BY coid LIMIT 1`)).coid;
}

describe('who may upload', { timeout: UPLOAD_TEST_MS }, () => {
  it('is 401 for anonymous callers', async () => {
    const res = await call(undefined);
    expect(res.status).toBe(401);
  });

  it("is 403 for an architect and for another manufacturer's staff", async () => {
    const architect = await createTestUser(t.db);
    expect((await call(architect.cookie)).status).toBe(403);
    const rival = await createTestUser(t.db, { coid: await otherMaker() });
    const res = await call(rival.cookie);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Only this manufacturer’s staff and administrators may do this');
  });

  it('lets an administrator upload for any manufacturer', async () => {
    const admin = await createTestUser(t.db, { isAdmin: true });
    const res = await call(admin.cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.state).toBe('draft');
  });

  it("is 404 for a product of another manufacturer, and for another product's document to replace", async () => {
    const staff = await createTestUser(t.db, { coid: product.coid });
    const foreign = await t.db.one<{ seq: number }>(sql`SELECT seq FROM products WHERE coid <> ${product.coid} ORDER BY seq LIMIT 1`);
    const res = await upload(t.app, { coid: product.coid, productSeq: foreign.seq, file: pngImage(), filename: 'p.png', contentType: 'photo', cookie: staff.cookie });
    expect(res.status).toBe(404);
    const elsewhere = await t.db.one<{ id: number }>(sql`SELECT id FROM content_items WHERE product_seq IS DISTINCT FROM ${product.seq} ORDER BY id LIMIT 1`);
    const replace = await upload(t.app, { coid: product.coid, productSeq: product.seq, file: pngImage(), filename: 'p.png', replace: elsewhere.id, cookie: staff.cookie });
    expect(replace.status).toBe(404);
  });
});

describe("the form's fields", { timeout: UPLOAD_TEST_MS }, () => {
  it('is 400 naming a field the form does not have, and a file sent under another name', async () => {
    const staff = await createTestUser(t.db, { coid: product.coid });
    const extra = await request(t.app)
      .post(`/api/manage/${product.coid}/products/${product.seq}/files`)
      .set(SAME_ORIGIN)
      .set('Cookie', staff.cookie)
      .field('contentType', 'photo')
      .field('owner', 'someone')
      .attach('file', pngImage(), 'p.png');
    expect(extra.status).toBe(400);
    expect(extra.body.error.fields).toEqual({ owner: 'is not a field of this form' });
    const misnamed = await request(t.app)
      .post(`/api/manage/${product.coid}/products/${product.seq}/files`)
      .set(SAME_ORIGIN)
      .set('Cookie', staff.cookie)
      .field('contentType', 'photo')
      .attach('document', pngImage(), 'p.png');
    expect(misnamed.status).toBe(400);
    expect(misnamed.body.error.fields).toEqual({ document: 'is not a field of this form (send the file as "file")' });
  });

  it('is 400 naming contentType when it is missing or unknown, and file when its format does not fit the type', async () => {
    const staff = await createTestUser(t.db, { coid: product.coid });
    const missing = await upload(t.app, { coid: product.coid, productSeq: product.seq, file: pngImage(), filename: 'p.png', cookie: staff.cookie });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields)).toEqual(['contentType']);
    const unknown = await call(staff.cookie, pngImage(), 'p.png', 'brochure');
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.error.fields)).toEqual(['contentType']);
    const misfit = await call(staff.cookie, await textPdf(1), 'sheet.pdf', 'cad');
    expect(misfit.status).toBe(400);
    expect(misfit.body.error.fields).toEqual({ file: 'a cad document must be a .dxf file' });
    const noExtension = await call(staff.cookie, pngImage(), 'photo', 'photo');
    expect(noExtension.status).toBe(400);
    expect(noExtension.body.error.fields.file).toMatch(/^must be a file named \.dxf, \.ifc, \.pdf, \.png, \.jpg, \.jpeg$/);
  });

  it('is 415 naming the body for a body that is not multipart', async () => {
    const staff = await createTestUser(t.db, { coid: product.coid });
    const res = await request(t.app).post(`/api/manage/${product.coid}/products/${product.seq}/files`).set(SAME_ORIGIN).set('Cookie', staff.cookie).send({ contentType: 'photo' });
    expect(res.status).toBe(415);
    expect(res.body.error.fields).toEqual({ body: 'must be multipart/form-data with a "file" field' });
  });
});
