import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companySlugId } from '../../src/domain/company-id';
import { previewPath } from '../../src/domain/preview-paths';
import { logoKey } from '../../src/services/company-logos';
import { storedFileKey } from '../../src/services/downloads';
import type { App } from '../../src/app';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { zipEntries } from '../helpers/zip-entries';

/**
 * FILE_STORE=postgres: two app instances on one database (two processes of a cluster, on two hosts) serve each
 * other's files, and nothing is read from or written to either host's DATA_DIR.
 */

type Item = { id: number; coid: number; name: string; filename: string; productSeq: number; contentType: string; publishedAt: Date };

let t: TestApp;
let twin: App & { close(): Promise<void> };
let dataDir: string;
let cad: Item;

const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
const downloadPath = (item: Item) => `/downloads/${companySlugId(item.name, item.coid)}/${item.contentType}/${encodeURIComponent(item.filename)}`;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'file-store-apps-'));
  t = await createTestApp({ FILE_STORE: 'postgres', DATA_DIR: dataDir });
  twin = t.twin();
  cad = await t.db.one<Item>(sql`
    SELECT ci.id, ci.coid, c.name, ci.filename, ci.product_seq AS "productSeq", ci.content_type AS "contentType", ci.published_at AS "publishedAt"
    FROM content_items ci JOIN companies c USING (coid)
    WHERE ci.content_type = 'cad' AND ci.online AND ci.filename IS NOT NULL AND ci.product_seq IS NOT NULL ORDER BY ci.id LIMIT 1`);
});
afterAll(async () => {
  await twin.close();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('FILE_STORE=postgres across app instances', () => {
  it('both instances use the PostgreSQL store', () => {
    expect([t.files.kind, twin.files.kind]).toEqual(['postgres', 'postgres']);
  });

  it('serves a file one instance stored from the other, as a download and inside the product ZIP, and a replacement at once', async () => {
    const line = ['0', 'LINE', '8', 'stored-by-instance-a', '10', '0', '20', '0', '30', '0', '11', '100', '21', '50', '31', '0'];
    const drawing = Buffer.from(['0', 'SECTION', '2', 'ENTITIES', ...line, '0', 'ENDSEC', '0', 'EOF', ''].join('\n'));
    await t.files.put(storedFileKey(cad.coid, cad.filename), drawing);

    const res = await request(twin.app).get(downloadPath(cad)).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/dxf/);
    expect(res.headers['content-disposition']).toContain(cad.filename);
    expect((res.body as Buffer).equals(drawing)).toBe(true);

    const zip = await request(twin.app).get(`/product/${cad.productSeq}/files.zip`).buffer(true).parse(binary);
    expect(zip.status).toBe(200);
    const entry = zipEntries(zip.body as Buffer).find((e) => e.name === `cad/${cad.filename}`);
    expect(entry?.data.equals(drawing)).toBe(true);

    // The preview is drawn from the stored bytes too (and kept as this host's cache).
    const preview = await request(twin.app).get(previewPath(cad, 'svg')).buffer(true).parse(binary);
    expect((preview.body as Buffer).toString()).toContain('stored-by-instance-a');

    const revised = Buffer.from(drawing.toString().replace('stored-by-instance-a', 'revised-by-instance-b'));
    await twin.files.put(storedFileKey(cad.coid, cad.filename), revised);
    const again = await request(t.app).get(downloadPath(cad)).buffer(true).parse(binary);
    expect((again.body as Buffer).toString()).toContain('revised-by-instance-b');
  });

  it("serves a logo one instance stored from the other, with the ETag of the stored bytes", async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    await twin.files.put(logoKey(cad.coid, 'png'), png);
    const res = await request(t.app).get(`/logos/${cad.coid}`).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect((res.body as Buffer).equals(png)).toBe(true);
    const revalidated = await request(twin.app).get(`/logos/${cad.coid}`).set('If-None-Match', res.headers.etag);
    expect(revalidated.status).toBe(304);
  });

  it('reads nothing from DATA_DIR/files: a file only on this host is not served', async () => {
    const other = await t.db.one<Item>(sql`
      SELECT ci.id, ci.coid, c.name, ci.filename, ci.product_seq AS "productSeq", ci.content_type AS "contentType"
      FROM content_items ci JOIN companies c USING (coid)
      WHERE ci.content_type = 'cad' AND ci.online AND ci.filename IS NOT NULL AND ci.id <> ${cad.id} ORDER BY ci.id LIMIT 1`);
    expect(await t.files.stat(storedFileKey(other.coid, other.filename))).toBeNull();
    mkdirSync(path.join(dataDir, 'files', String(other.coid)), { recursive: true });
    writeFileSync(path.join(dataDir, 'files', String(other.coid), other.filename), 'only-on-this-host');
    const res = await request(twin.app).get(downloadPath(other)).buffer(true).parse(binary);
    // Not in the store: the catalog's own drawing, generated now, never the host's copy.
    expect((res.body as Buffer).toString()).toMatch(/SECTION/);
    expect((res.body as Buffer).toString()).not.toContain('only-on-this-host');
  });
});
