import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { TestApp } from '../helpers/test-app';
import { pngImage, productDxf, uploadProductFixture, uploadTestApp, UPLOAD_TEST_MS, type UploadProductFixture } from '../helpers/upload-fixtures';
import { createTestUser, type TestUser } from '../helpers/users';

/** Issue 24, items 1 and 2: the workspace's document form takes an upload without JavaScript, with the API's checks. */

let t: TestApp;
let product: UploadProductFixture;
let staff: TestUser;

beforeAll(async () => {
  t = await uploadTestApp();
  product = await uploadProductFixture(t.db);
  staff = await createTestUser(t.db, { coid: product.coid });
});
afterAll(() => t.close());

const pagePath = () => `/manage/${product.coid}/products/${product.seq}`;
const post = (path: string, cookie: string, file: Buffer, filename: string, contentType?: string) => {
  const req = request(t.app).post(path).set('Cookie', cookie).set('Origin', 'http://localhost:3000');
  if (contentType) req.field('contentType', contentType);
  return req.attach('file', file, filename);
};

describe('the workspace’s upload form', { timeout: UPLOAD_TEST_MS }, () => {
  it('keeps a checked DXF as a new document and shows its quality report and preview on the product’s page', async () => {
    const page = await request(t.app).get(pagePath()).set('Cookie', staff.cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`action="${pagePath()}/files"`);
    const at = page.text.indexOf('Upload a document');
    expect(page.text.slice(Math.max(0, at - 800), at), 'the upload form').toMatch(/enctype="multipart\/form-data"/i);

    const res = await post(`${pagePath()}/files`, staff.cookie, productDxf(product), 'Door head.dxf', 'cad');
    expect(res.status, res.text.slice(0, 300)).toBe(303);
    const documentId = Number(new URL(res.headers.location, 'http://x').searchParams.get('document'));
    expect(res.headers.location).toContain('done=uploaded');
    const version = await t.db.one<{ badge: string }>(sql`SELECT report->>'badge' AS badge FROM document_versions WHERE content_id = ${documentId} AND version = 1`);
    expect(version.badge).toMatch(/^units set · /);

    const after = await request(t.app).get(res.headers.location).set('Cookie', staff.cookie);
    expect(after.text).toContain('The file passed its checks');
    expect(after.text).toContain(version.badge.replace(/·/g, '·'));
    const preview = `/api/manage/${product.coid}/products/${product.seq}/files/${documentId}/versions/1/preview`;
    expect(after.text).toContain(`href="${preview}"`);
    expect((await request(t.app).get(preview).set('Cookie', staff.cookie)).headers['content-type']).toMatch(/^image\/svg\+xml/);

    // A new version of the same document, from its row's form.
    const again = await post(`${pagePath()}/files?replace=${documentId}`, staff.cookie, productDxf(product), 'Door head rev B.dxf');
    expect(again.status).toBe(303);
    expect((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM document_versions WHERE content_id = ${documentId}`)).n).toBe(2);
  });

  it('refuses a PNG named .dxf with the failed check on the page (422), keeping nothing', async () => {
    const before = await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM document_versions`);
    const res = await post(`${pagePath()}/files`, staff.cookie, pngImage(), 'not-a-drawing.dxf', 'cad');
    expect(res.status).toBe(422);
    expect(res.text).toContain('The file was refused');
    expect(res.text).toMatch(/type/);
    expect((await t.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM document_versions`)).n).toBe(before.n);
  });

  it('is for the manufacturer’s staff and administrators: an architect gets 403, another maker’s staff 403', async () => {
    const architect = await createTestUser(t.db);
    expect((await post(`${pagePath()}/files`, architect.cookie, productDxf(product), 'a.dxf', 'cad')).status).toBe(403);
    const otherCoid = await t.db.one<{ coid: number }>(sql`SELECT coid FROM companies WHERE coid <> ${product.coid} ORDER BY coid LIMIT 1`);
    const stranger = await createTestUser(t.db, { coid: otherCoid.coid });
    expect((await post(`${pagePath()}/files`, stranger.cookie, productDxf(product), 'a.dxf', 'cad')).status).toBe(403);
  });
});
