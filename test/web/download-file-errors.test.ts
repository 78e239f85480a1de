import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companySlugId } from '../../src/domain/company-id';
import { previewPath, previewVersion } from '../../src/domain/preview-paths';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';
import { zipEntries } from '../helpers/zip-entries';

type Item = { id: number; coid: number; name: string; filename: string; productSeq: number; contentType: string; publishedAt: Date };

let t: TestApp;
let dataDir: string;

const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** The `skip`th product with both a CAD drawing and a data sheet, and those two items. */
async function productFiles(skip: number): Promise<{ cad: Item; datasheet: Item }> {
  const [cad, datasheet] = await Promise.all(
    ['cad', 'datasheet'].map((type) =>
      t.db.one<Item>(sql`
        SELECT ci.id, ci.coid, c.name, ci.filename, ci.product_seq AS "productSeq", ci.content_type AS "contentType", ci.published_at AS "publishedAt"
        FROM content_items ci JOIN companies c USING (coid)
        WHERE ci.content_type = ${type} AND ci.online AND ci.filename IS NOT NULL AND ci.product_seq = (
          SELECT p.seq FROM products p WHERE p.online AND NOT p.heading
            AND EXISTS (SELECT 1 FROM content_items x WHERE x.product_seq = p.seq AND x.content_type = 'cad' AND x.online AND x.filename IS NOT NULL)
            AND EXISTS (SELECT 1 FROM content_items x WHERE x.product_seq = p.seq AND x.content_type = 'datasheet' AND x.online AND x.filename IS NOT NULL)
          ORDER BY p.seq OFFSET ${skip} LIMIT 1)
        ORDER BY ci.id LIMIT 1`),
    ),
  );
  return { cad, datasheet };
}

/** Puts a folder where the item's file should be: it exists, but cannot be read as a file. */
function folderInPlaceOf(item: Item): string {
  const where = path.join(dataDir, 'files', String(item.coid), item.filename);
  mkdirSync(where, { recursive: true });
  return where;
}

/** The download resolves (the server answered or closed the connection) with whatever came, or the transport error. */
async function tryGet(url: string): Promise<{ status?: number; body?: Buffer; error?: string }> {
  try {
    const res = await request(t.app).get(url).buffer(true).parse(binary);
    return { status: res.status, body: res.body as Buffer };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

function readsAsZip(body: Buffer | undefined): boolean {
  try {
    return body !== undefined && zipEntries(body).length > 0;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'download-errors-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('file errors end one download, never the process', () => {
  it('aborts a product ZIP with an unreadable file, logs it, and serves the next request', async () => {
    const { cad, datasheet } = await productFiles(0);
    const folder = folderInPlaceOf(datasheet);
    writeFileSync(path.join(dataDir, 'files', String(cad.coid), cad.filename), '0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n');

    const zip = await tryGet(`/product/${cad.productSeq}/files.zip`);
    // The connection closed mid-answer: what came, if anything, is no whole archive that could pass for complete.
    expect(readsAsZip(zip.body)).toBe(false);
    expect(t.logs.some((line) => line.msg === 'zip failed: download aborted' && line.product === cad.productSeq && line.item === datasheet.id)).toBe(true);

    rmSync(folder, { recursive: true });
    const whole = await request(t.app).get(`/product/${cad.productSeq}/files.zip`).buffer(true).parse(binary);
    expect(whole.status).toBe(200);
    expect(zipEntries(whole.body as Buffer).map((e) => e.name)).toEqual(expect.arrayContaining([`cad/${cad.filename}`, `datasheet/${datasheet.filename}`]));
  });

  it('answers a server error for a single file that cannot be read, and logs it', async () => {
    const { cad } = await productFiles(1);
    const folder = folderInPlaceOf(cad);
    const res = await request(t.app).get(`/downloads/${companySlugId(cad.name, cad.coid)}/cad/${encodeURIComponent(cad.filename)}`);
    expect(res.status).toBe(500);
    expect(res.text).not.toMatch(/at .*\.ts:\d+/);
    const cause = `${cad.filename} of item ${cad.id} is not a regular file`;
    expect(t.logs.some((line) => line.status === 500 && String((line.err as { message?: string } | undefined)?.message).includes(cause))).toBe(true);
    rmSync(folder, { recursive: true });
    expect((await request(t.app).get(`/downloads/${companySlugId(cad.name, cad.coid)}/cad/${encodeURIComponent(cad.filename)}`)).status).toBe(200);
  });

  it('never reads outside the company folder for a stored name of ".." (written before names were checked)', async () => {
    const { cad } = await productFiles(2);
    // The company's folder exists, so its ".." is a real folder (the one above).
    mkdirSync(path.join(dataDir, 'files', String(cad.coid)), { recursive: true });
    await t.db.query(sql`UPDATE content_items SET filename = '..' WHERE id = ${cad.id}`);
    try {
      const zip = await request(t.app).get(`/product/${cad.productSeq}/files.zip`).buffer(true).parse(binary);
      expect(zip.status).toBe(200);
      const entry = zipEntries(zip.body as Buffer).find((e) => e.name.startsWith('cad/'));
      // The catalog's own drawing, generated: not the folder above the company's files.
      expect(entry?.data.toString('latin1')).toMatch(/SECTION/);
    } finally {
      await t.db.query(sql`UPDATE content_items SET filename = ${cad.filename} WHERE id = ${cad.id}`);
    }
  });

  it('answers the placeholder for a preview whose file cannot be read, logs it, and tries again once it can be', async () => {
    const { cad } = await productFiles(3);
    const folder = folderInPlaceOf(cad);
    const res = await request(t.app).get(previewPath(cad, 'svg'));
    expect([res.status, (res.text ?? (res.body as Buffer).toString()).includes('Preview not available')]).toEqual([200, true]);
    expect(t.logs.some((line) => line.msg === 'preview not drawn: placeholder answered' && line.item === cad.id && line.remembered === false)).toBe(true);
    expect(existsSync(path.join(dataDir, 'previews', `${cad.id}-${previewVersion(cad)}.failed`))).toBe(false);
    rmSync(folder, { recursive: true });
    const drawn = await request(t.app).get(previewPath(cad, 'svg'));
    expect(drawn.text ?? (drawn.body as Buffer).toString()).toContain('data-layer=');
  });
});
