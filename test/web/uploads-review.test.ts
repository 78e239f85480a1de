import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { getContentItem } from '../../src/services/content-items';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestUser, SAME_ORIGIN, type TestUser } from '../helpers/users';
import { textPdf, upload, uploadProductFixture, uploadTestApp, UPLOAD_TEST_MS, type UploadProductFixture } from '../helpers/upload-fixtures';

/**
 * Issue 24, items 2 and 6: a new version of a published document waits for review unless its manufacturer is
 * trusted. Architects keep downloading the version before; an administrator publishes the new one from the review
 * queue, which records the change alert, an audit entry and a new data version.
 */

let t: TestApp;
let product: UploadProductFixture;
let staff: TestUser;
let admin: TestUser;
let architect: TestUser;

beforeAll(async () => {
  t = await uploadTestApp();
  product = await uploadProductFixture(t.db);
  staff = await createTestUser(t.db, { coid: product.coid });
  admin = await createTestUser(t.db, { isAdmin: true });
  architect = await createTestUser(t.db);
  await t.db.query(sql`INSERT INTO watches (user_seq, kind, target) VALUES (${architect.user.seq}, 'product', ${product.seq}) ON CONFLICT DO NOTHING`);
});
afterAll(() => t.close());

const setTrusted = (trusted: boolean) => t.writeCatalog(sql`UPDATE companies SET trusted_publisher = ${trusted} WHERE coid = ${product.coid}`);
const publishDocument = (id: number) => t.writeCatalog(sql`UPDATE content_items SET online = true, publication = 'published' WHERE id = ${id}`);
const binary = (path: string, cookie?: string) => {
  const req = request(t.app).get(path).buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });
  return cookie ? req.set('Cookie', cookie) : req;
};
const downloaded = async (id: number) => (await binary((await getContentItem(t.db, id))!.downloadUrl!).expect(200)).body as Buffer;
const alerts = async (id: number) =>
  (await t.db.many<{ kind: string }>(sql`SELECT kind FROM product_changes WHERE content_id = ${id} ORDER BY seq`)).map((r) => r.kind);
const dataVersion = async () => (await t.db.one<{ v: number }>(sql`SELECT version::int AS v FROM data_version`)).v;
const audit = async (id: number) =>
  (await t.db.many<{ action: string }>(sql`SELECT action FROM audit_entries WHERE target_kind = 'document' AND target_id = ${id} ORDER BY seq`)).map((r) => r.action);

/** A published data sheet of the product, version 1 uploaded by its staff. */
async function publishedSheet(title: string, v1: Buffer): Promise<number> {
  const first = await upload(t.app, { coid: product.coid, productSeq: product.seq, file: v1, filename: 'sheet.pdf', contentType: 'datasheet', title, cookie: staff.cookie }).expect(201);
  expect(first.body).toMatchObject({ version: 1, awaitingReview: false });
  await publishDocument(first.body.id);
  return first.body.id as number;
}

describe('a new version of a published document', { timeout: UPLOAD_TEST_MS }, () => {
  it('waits for review: architects download the version before until an administrator publishes it from the queue', async () => {
    await setTrusted(false);
    const [v1, v2] = [await textPdf(1), await textPdf(2)];
    const id = await publishedSheet('Reviewed data sheet', v1);
    const alertsBefore = await alerts(id);

    const second = await upload(t.app, { coid: product.coid, productSeq: product.seq, file: v2, filename: 'sheet-2.pdf', replace: id, cookie: staff.cookie }).expect(201);
    expect(second.body).toMatchObject({ id, version: 2, state: 'submitted', awaitingReview: true, report: { ok: true } });
    expect(Buffer.compare(await downloaded(id), v1)).toBe(0);
    expect(await alerts(id)).toEqual(alertsBefore);
    const card = (await getContentItem(t.db, id))!;
    const variations = parseHtml((await request(t.app).get(`${card.url}/variations`).expect(200)).text);
    expect(variations.all('.file-versions li a').map((a) => a.textContent)).toEqual(['Version 1: sheet.pdf']);
    await request(t.app).get(`/documents/${id}/versions/2/sheet-2.pdf`).expect(404);
    await binary(`/documents/${id}/versions/2/sheet-2.pdf`, staff.cookie).expect(200);

    const queue = await request(t.app).get('/api/manage/review/documents').set('Cookie', admin.cookie).expect(200);
    const item = queue.body.items.find((i: { contentId: number }) => i.contentId === id);
    expect(item).toMatchObject({ coid: product.coid, productSeq: product.seq, version: 2, liveVersion: 1, filename: 'sheet-2.pdf', report: second.body.report, preview: second.body.preview });
    await request(t.app).get(item.preview).set('Cookie', admin.cookie).expect(200);
    const page = parseHtml((await request(t.app).get('/manage/review').set('Cookie', admin.cookie).expect(200)).text);
    const form = page.all('form').find((f) => f.getAttribute('action') === `/manage/${product.coid}/documents/${id}/versions/2/publish`);
    expect(form?.textContent).toContain('Publish version 2 of Reviewed data sheet');
    expect(page.all(`a[href="${item.preview}"]`)).toHaveLength(1);

    await request(t.app).post(`/api/manage/${product.coid}/documents/${id}/versions/2/publish`).set(SAME_ORIGIN).set('Cookie', staff.cookie).expect(403);
    expect(Buffer.compare(await downloaded(id), v1)).toBe(0);
    const versionBefore = await dataVersion();
    const published = await request(t.app).post(`/manage/${product.coid}/documents/${id}/versions/2/publish`).set(SAME_ORIGIN).set('Cookie', admin.cookie).type('form').send({});
    expect(published.status).toBe(303);
    expect(published.headers.location).toBe('/manage/review?done=version-published');
    expect(Buffer.compare(await downloaded(id), v2)).toBe(0);
    expect(await alerts(id)).toEqual([...alertsBefore, 'document-updated']);
    expect(await audit(id)).toEqual(['document.upload', 'document.version', 'document.publish-version']);
    expect(await dataVersion()).toBeGreaterThan(versionBefore);
    const queueAfter = await request(t.app).get('/api/manage/review/documents').set('Cookie', admin.cookie).expect(200);
    expect(queueAfter.body.items.some((i: { contentId: number }) => i.contentId === id)).toBe(false);
    await request(t.app).post(`/api/manage/${product.coid}/documents/${id}/versions/2/publish`).set(SAME_ORIGIN).set('Cookie', admin.cookie).expect(409);
  });

  it('goes live at once for a trusted manufacturer, with its change alert', async () => {
    await setTrusted(true);
    try {
      const [v1, v2] = [await textPdf(1), await textPdf(3)];
      const id = await publishedSheet('Trusted data sheet', v1);
      const alertsBefore = await alerts(id);
      const second = await upload(t.app, { coid: product.coid, productSeq: product.seq, file: v2, filename: 'sheet.pdf', replace: id, cookie: staff.cookie }).expect(201);
      expect(second.body).toMatchObject({ version: 2, state: 'published', awaitingReview: false });
      expect(Buffer.compare(await downloaded(id), v2)).toBe(0);
      expect(await alerts(id)).toEqual([...alertsBefore, 'document-updated']);
    } finally {
      await setTrusted(false);
    }
  });

  it('of a draft document stays as before: kept as its newest version, published with the product', async () => {
    await setTrusted(false);
    const first = await upload(t.app, { coid: product.coid, productSeq: product.seq, file: await textPdf(1), filename: 'draft.pdf', contentType: 'datasheet', title: 'Draft sheet', cookie: staff.cookie }).expect(201);
    const second = await upload(t.app, { coid: product.coid, productSeq: product.seq, file: await textPdf(2), filename: 'draft.pdf', replace: first.body.id, cookie: staff.cookie }).expect(201);
    expect(second.body).toMatchObject({ version: 2, state: 'draft', awaitingReview: false });
    const queue = await request(t.app).get('/api/manage/review/documents').set('Cookie', admin.cookie).expect(200);
    expect(queue.body.items.some((i: { contentId: number }) => i.contentId === first.body.id)).toBe(false);
  });
});

describe('a new product’s documents', { timeout: UPLOAD_TEST_MS }, () => {
  it('go on the site with the product when an administrator publishes it, and not before', async () => {
    await setTrusted(false);
    const created = await request(t.app)
      .post(`/api/manage/${product.coid}/products`)
      .set(SAME_ORIGIN)
      .set('Cookie', staff.cookie)
      .send({ template: 'hollow-metal-doors', code: `DOCS-${Date.now()}`, name: 'Published With Its Sheet', section: '08 11 13', properties: { 'fire-rating': 5400 } })
      .expect(201);
    const productSeq = created.body.id as number;
    const sheet = await textPdf(4);
    const uploaded = await upload(t.app, { coid: product.coid, productSeq, file: sheet, filename: 'new-sheet.pdf', contentType: 'datasheet', title: 'New product sheet', cookie: staff.cookie }).expect(201);
    expect(uploaded.body).toMatchObject({ state: 'draft', awaitingReview: false });
    const stateOf = () => t.db.one<{ online: boolean; publication: string }>(sql`SELECT online, publication FROM content_items WHERE id = ${uploaded.body.id}`);
    expect(await stateOf()).toEqual({ online: false, publication: 'draft' });

    await request(t.app).post(`/api/manage/${product.coid}/products/${productSeq}/submit`).set(SAME_ORIGIN).set('Cookie', staff.cookie).expect(200);
    expect(await stateOf()).toEqual({ online: false, publication: 'draft' });
    await request(t.app).post(`/api/manage/${product.coid}/products/${productSeq}/publish`).set(SAME_ORIGIN).set('Cookie', admin.cookie).expect(200);

    expect(await stateOf()).toEqual({ online: true, publication: 'published' });
    expect(Buffer.compare(await downloaded(uploaded.body.id), sheet)).toBe(0);
    const page = parseHtml((await request(t.app).get(`/product/${productSeq}`).expect(200)).text);
    expect(page.text('main')).toContain('New product sheet');
  });
});
