import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { getContentItem } from '../../src/services/content-items';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/users';
import { productDxf, textPdf, upload, uploadProductFixture, uploadTestApp, UPLOAD_TEST_MS, type UploadProductFixture } from '../helpers/upload-fixtures';

/**
 * Issue 24, items 2 and 6: once an uploaded document is published (the manage work sets online and publication;
 * here the test does), architects download its current version from the store, see its quality badge wherever
 * it is listed, and find every version on its variations page.
 */

let t: TestApp;
let product: UploadProductFixture;
let staff: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await uploadTestApp();
  product = await uploadProductFixture(t.db);
  staff = await createTestUser(t.db, { coid: product.coid });
  admin = await createTestUser(t.db, { isAdmin: true });
});
afterAll(() => t.close());

const publish = (id: number) => t.writeCatalog(sql`UPDATE content_items SET online = true, publication = 'published' WHERE id = ${id}`);

const bytesOf = (res: request.Response) => res.body as Buffer;
const binary = (path: string, cookie?: string) => {
  const req = request(t.app).get(path).buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });
  return cookie ? req.set('Cookie', cookie) : req;
};

describe('a published upload', { timeout: UPLOAD_TEST_MS }, () => {
  it('is downloaded as its newest version, from the store', async () => {
    const v1 = await textPdf(1);
    const v2 = await textPdf(2);
    const first = await upload(t.app, { coid: product.coid, productSeq: product.seq, file: v1, filename: 'sheet.pdf', contentType: 'datasheet', title: 'Uploaded data sheet', cookie: staff.cookie });
    expect(first.status).toBe(201);
    await publish(first.body.id);
    const card = (await getContentItem(t.db, first.body.id))!;
    expect(Buffer.compare(bytesOf(await binary(card.downloadUrl!).expect(200)), v1)).toBe(0);
    // An administrator's new version goes live at once (the staff's waits for review: uploads-review.test.ts).
    const second = await upload(t.app, { coid: product.coid, productSeq: product.seq, file: v2, filename: 'sheet.pdf', replace: first.body.id, cookie: admin.cookie });
    expect(second.body.version).toBe(2);
    const after = (await getContentItem(t.db, first.body.id))!;
    expect(Buffer.compare(bytesOf(await binary(after.downloadUrl!).expect(200)), v2)).toBe(0);
  });

  it('shows its badge in the product page document list and on its own page; seeded documents have none', async () => {
    const res = await upload(t.app, { coid: product.coid, productSeq: product.seq, file: productDxf(product), filename: 'plan.dxf', contentType: 'cad', title: 'Uploaded plan', cookie: staff.cookie });
    await publish(res.body.id);
    const productPage = parseHtml((await request(t.app).get(`/product/${product.seq}`).expect(200)).text);
    const cards = productPage.all('.content-card').map((li) => ({ title: li.querySelector('.content-card__title')?.textContent, badge: li.querySelector('.quality-badge')?.textContent ?? null }));
    expect(cards.find((c) => c.title === 'Uploaded plan')?.badge).toBe(`File checked on upload: ${res.body.report.badge}`);
    expect(cards.some((c) => c.badge === null)).toBe(true);
    expect(cards.filter((c) => c.badge !== null).every((c) => c.title?.startsWith('Uploaded'))).toBe(true);
    const card = (await getContentItem(t.db, res.body.id))!;
    expect(card.quality).toBe(res.body.report.badge);
    const itemPage = parseHtml((await request(t.app).get(card.url).expect(200)).text);
    expect(itemPage.text('.content-detail .quality-badge')).toBe(`File checked on upload: ${res.body.report.badge}`);
  });

  it('lists every version on its variations page, each downloadable', async () => {
    const files = [await textPdf(1), await textPdf(3)];
    const first = await upload(t.app, { coid: product.coid, productSeq: product.seq, file: files[0], filename: 'guide.pdf', contentType: 'catalog', title: 'Uploaded guide', cookie: staff.cookie });
    await upload(t.app, { coid: product.coid, productSeq: product.seq, file: files[1], filename: 'guide-2.pdf', replace: first.body.id, cookie: staff.cookie }).expect(201);
    await publish(first.body.id);
    const card = (await getContentItem(t.db, first.body.id))!;
    const page = parseHtml((await request(t.app).get(`${card.url}/variations`).expect(200)).text);
    const links = page.all('.file-versions li a').map((a) => ({ text: a.textContent, href: a.getAttribute('href')! }));
    expect(links.map((l) => l.text)).toEqual(['Version 2: guide-2.pdf', 'Version 1: guide.pdf']);
    expect(Buffer.compare(bytesOf(await binary(links[1].href).expect(200)), files[0])).toBe(0);
    expect(Buffer.compare(bytesOf(await binary(links[0].href).expect(200)), files[1])).toBe(0);
  });

  it("keeps a draft's versions from architects, not from its manufacturer", async () => {
    const res = await upload(t.app, { coid: product.coid, productSeq: product.seq, file: await textPdf(1), filename: 'draft.pdf', contentType: 'certificate', cookie: staff.cookie });
    const path = `/documents/${res.body.id}/versions/1/draft.pdf`;
    await request(t.app).get(path).expect(404);
    const architect = await createTestUser(t.db);
    await request(t.app).get(path).set('Cookie', architect.cookie).expect(404);
    await binary(path, staff.cookie).expect(200);
  });

  it('draws its public preview from the uploaded file', async () => {
    const res = await upload(t.app, { coid: product.coid, productSeq: product.seq, file: productDxf(product), filename: 'section.dxf', contentType: 'cad', title: 'Uploaded section', cookie: staff.cookie });
    await publish(res.body.id);
    const card = (await getContentItem(t.db, res.body.id))!;
    const preview = await request(t.app).get(card.picture!.src).expect(200);
    expect(preview.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(preview.headers.etag).not.toMatch(/placeholder/);
  });
});
