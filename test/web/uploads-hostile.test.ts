import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { insertBombDxf, deflateBombPdf } from '../helpers/bomb-files';
import type { TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/users';
import { streamUpload } from '../helpers/raw-upload';
import { manyPagesPdf, pngBomb, xmlBomb, zipBomb } from '../helpers/upload-bombs';
import { pngImage, upload, uploadProductFixture, uploadTestApp, UPLOAD_TEST_MS, type UploadProductFixture } from '../helpers/upload-fixtures';

/** Issue 24, item 2: hostile and broken files are refused with a clear reason, and nothing of them is kept. */

let t: TestApp & { dataDir: string };
let product: UploadProductFixture;
let staff: TestUser;

beforeAll(async () => {
  t = await uploadTestApp();
  product = await uploadProductFixture(t.db);
  staff = await createTestUser(t.db, { coid: product.coid });
});
afterAll(() => t.close());

interface Check {
  name: string;
  ok: boolean;
  message: string;
}

/** Uploads `file` and expects a 422 whose report fails the check `name` with a message matching `message`. */
async function expectRefused(file: Buffer, filename: string, contentType: string, name: string, message: RegExp): Promise<void> {
  const documents = () => t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM content_items WHERE product_seq = ${product.seq}`);
  const before = await documents();
  const res = await upload(t.app, { coid: product.coid, productSeq: product.seq, file, filename, contentType, cookie: staff.cookie });
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body.report.ok).toBe(false);
  const failed = (res.body.report.checks as Check[]).find((c) => c.name === name);
  expect(failed, JSON.stringify(res.body.report)).toMatchObject({ ok: false, message: expect.stringMatching(message) });
  expect(res.body.error.message).toContain(failed!.message);
  expect((await documents()).n).toBe(before.n);
  expect(await readdir(path.join(t.dataDir, 'tmp'))).toEqual([]);
}

describe('hostile uploads', { timeout: UPLOAD_TEST_MS }, () => {
  it('refuses a PNG named .dxf by its bytes (check "type")', async () => {
    await expectRefused(pngImage(), 'drawing.dxf', 'cad', 'type', /^the file is a PNG image, not a DXF drawing as its name says$/);
  });

  it('refuses a DXF INSERT bomb (a million lines from 2.5 KB) while its blocks expand', async () => {
    await expectRefused(Buffer.from(insertBombDxf(6, 10)), 'bomb.dxf', 'cad', 'entities', /^block references expand to more than 500,000 entities$/);
  });

  it('refuses a PDF of 10,000 pages', async () => {
    await expectRefused(await manyPagesPdf(10_000), 'catalog.pdf', 'catalog', 'pages', /^10,000 pages, more than 2,000$/);
  });

  it('refuses a PDF whose stream inflates to 1 GB before pdf.js reads it', async () => {
    await expectRefused(deflateBombPdf(), 'sheet.pdf', 'datasheet', 'streams', /decodes to more than/);
  });

  it('refuses a ZIP bomb and an XML bomb named .ifc without opening them', async () => {
    await expectRefused(zipBomb(), 'model.ifc', 'bim', 'type', /^the file is a ZIP file \(application\/zip\), not an IFC model as its name says$/);
    await expectRefused(xmlBomb(), 'model.ifc', 'bim', 'type', /^the file is an XML file \(application\/xml\), not an IFC model as its name says$/);
  });

  it('refuses a PNG whose header declares 100,000 × 100,000 pixels before decoding it', async () => {
    await expectRefused(pngBomb(100_000), 'photo.png', 'photo', 'dimensions', /^declares 100,000 × 100,000 pixels: more than 12,000 a side or 40 megapixels/);
  });

  it('refuses a 300 MB body by its declared length, before reading it: 413 naming the limit', async () => {
    const res = await streamUpload(t.app, {
      path: `/api/manage/${product.coid}/products/${product.seq}/files`,
      cookie: staff.cookie,
      declaredLength: 300 * 2 ** 20,
      fileBytes: 300 * 2 ** 20,
      filename: 'huge.png',
    });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('The file is larger than the 100 MB limit for any file');
    expect(res.sent).toBeLessThan(300 * 2 ** 20);
  });

  it('cuts off a PNG at its 10 MB limit while it streams: 413 naming the limit, no temporary file left', async () => {
    const res = await streamUpload(t.app, { path: `/api/manage/${product.coid}/products/${product.seq}/files`, cookie: staff.cookie, fileBytes: 11 * 2 ** 20, filename: 'big.png' });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('The file is larger than the 10 MB limit for PNG files');
    expect(res.body.error.fields).toEqual({ file: 'larger than 10 MB' });
    await expect.poll(() => readdir(path.join(t.dataDir, 'tmp')), { timeout: 10_000 }).toEqual([]);
  });
});
