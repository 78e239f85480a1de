import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument, rgb } from 'pdf-lib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { previewPath, previewVersion } from '../../src/domain/preview-paths';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

type Item = { id: number; coid: number; filename: string; publishedAt: Date };

let t: TestApp;
let dataDir: string;
const items: Record<string, Item> = {};

const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** A one-page PDF whose page is all red. */
async function redPagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.drawRectangle({ x: 0, y: 0, width: 612, height: 792, color: rgb(1, 0, 0) });
  return doc.save();
}

/** The RGB of one pixel of a PNG. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
}

/** Stores `body` as the item's file (as an upload does) and forgets every drawn preview; returns the file's path. */
function storeFile(item: Item, body: string | Uint8Array): string {
  const dir = path.join(dataDir, 'files', String(item.coid));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, item.filename), body);
  rmSync(path.join(dataDir, 'previews'), { recursive: true, force: true });
  return path.join(dir, item.filename);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'previews-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  for (const type of ['cad', 'bim', 'datasheet', 'certificate', 'product']) {
    items[type] = await t.db.one<Item>(sql`
      SELECT id, coid, coalesce(filename, '') AS filename, published_at AS "publishedAt" FROM content_items
      WHERE content_type = ${type} AND online ORDER BY id LIMIT 1`);
  }
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('/previews', () => {
  it('draws a CAD file as SVG with its layers, caches it under DATA_DIR and marks the current URL immutable', async () => {
    const res = await request(t.app).get(previewPath(items.cad, 'svg'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const svg = res.text ?? res.body.toString();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    for (const layer of ['A-DIMS', 'A-ANNO', 'A-TTLB']) expect(svg).toContain(`data-layer="${layer}"`);
    expect(readdirSync(path.join(dataDir, 'previews'))).toContain(`${items.cad.id}-${previewVersion(items.cad)}.svg`);
  });

  it('answers from the cached file the second time, and 304 to a matching ETag', async () => {
    const cached = path.join(dataDir, 'previews', `${items.cad.id}-${previewVersion(items.cad)}.svg`);
    await request(t.app).get(previewPath(items.cad, 'svg'));
    writeFileSync(cached, '<svg xmlns="http://www.w3.org/2000/svg"><title>from the cache</title></svg>');
    const again = await request(t.app).get(previewPath(items.cad, 'svg'));
    expect(again.text ?? again.body.toString()).toContain('from the cache');
    const conditional = await request(t.app).get(previewPath(items.cad, 'svg')).set('If-None-Match', again.headers.etag);
    expect(conditional.status).toBe(304);
    rmSync(cached);
  });

  it('gives a 320-pixel PNG thumbnail', async () => {
    const res = await request(t.app).get(previewPath(items.cad, 'png')).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = res.body as Buffer;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(320);
  });

  it('draws a BIM model as an isometric SVG', async () => {
    const res = await request(t.app).get(previewPath(items.bim, 'svg'));
    expect(res.status).toBe(200);
    const svg = res.text ?? res.body.toString();
    expect(svg).toContain('<title>BIM model:');
    expect((svg.match(/<path /g) ?? []).length).toBeGreaterThanOrEqual(9);
  });

  it('shows the first page of a data sheet PDF as its cover', async () => {
    const res = await request(t.app).get(previewPath(items.datasheet, 'svg'));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const svg = res.text ?? res.body.toString();
    expect(svg).toContain('<title>Cover of ');
    expect(svg).toMatch(/<image width="640" height="480" href="data:image\/png;base64,[A-Za-z0-9+/=]+"\/>/);
    const png = await request(t.app).get(previewPath(items.datasheet, 'png')).buffer(true).parse(binary);
    expect(png.headers['content-type']).toBe('image/png');
    expect([(png.body as Buffer).readUInt32BE(16), (png.body as Buffer).readUInt32BE(20)]).toEqual([320, 240]);
    expect(readdirSync(path.join(dataDir, 'previews'))).toContain(`${items.datasheet.id}-${previewVersion(items.datasheet)}.png`);
  });

  it('draws an uploaded PDF, not the catalog data: a red first page gives a red cover', async () => {
    const item = items.datasheet;
    const file = storeFile(item, await redPagePdf());
    const res = await request(t.app).get(previewPath(item, 'png')).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(await pixel(res.body as Buffer, 160, 120)).toEqual([255, 0, 0]);
    expect(await pixel(res.body as Buffer, 2, 2)).toEqual([229, 231, 235]);
    rmSync(file);
    rmSync(path.join(dataDir, 'previews'), { recursive: true, force: true });
  });

  it('answers a placeholder, not a 500, for a corrupt PDF, and keeps no cover of it', async () => {
    const item = items.datasheet;
    const file = storeFile(item, '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\ntruncated');
    const bodies: Record<string, string> = {};
    for (const format of ['png', 'svg'] as const) {
      const res = await request(t.app).get(previewPath(item, format)).buffer(true).parse(binary);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      bodies[format] = (res.body as Buffer).toString();
    }
    expect(bodies.svg).toContain('Preview not available');
    expect(existsSync(path.join(dataDir, 'previews', `${item.id}-${previewVersion(item)}.png`))).toBe(false);
    rmSync(file);
  });

  it('caches for five minutes only without the current version', async () => {
    const res = await request(t.app).get(`/previews/${items.cad.id}.svg?v=old`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers a placeholder, not a 500, for a file that cannot be read', async () => {
    const item = items.bim;
    const file = storeFile(item, 'not a STEP file');
    const res = await request(t.app).get(previewPath(item, 'svg'));
    expect(res.status).toBe(200);
    expect(res.text ?? res.body.toString()).toContain('Preview not available');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const png = await request(t.app).get(previewPath(item, 'png')).buffer(true).parse(binary);
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    rmSync(file);
  });

  it('is a 404 for unknown ids, items without a drawing and malformed names', async () => {
    for (const url of ['/previews/2147483647.svg', `/previews/${items.certificate.id}.svg`, `/previews/${items.product.id}.png`, '/previews/abc.svg', '/previews/1.gif', '/previews/99999999999.svg', '/previews/0.svg', '/previews/1.svg.png']) {
      const res = await request(t.app).get(url);
      expect(res.status, url).toBe(404);
    }
  });
});
