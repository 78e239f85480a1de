import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

  it('draws a data sheet cover from the data of its title page', async () => {
    const item = await t.db.one<{ title: string; name: string }>(sql`
      SELECT ci.title, c.name FROM content_items ci JOIN companies c USING (coid) WHERE ci.id = ${items.datasheet.id}`);
    const res = await request(t.app).get(previewPath(items.datasheet, 'svg'));
    expect(res.status).toBe(200);
    const svg = res.text ?? res.body.toString();
    expect(svg).toContain('<title>Cover of ');
    expect(svg).toContain(item.name.toUpperCase().replace(/&/g, '&amp;'));
    expect(svg).toContain(item.title.split(' ')[0].replace(/&/g, '&amp;'));
    const png = await request(t.app).get(previewPath(items.datasheet, 'png')).buffer(true).parse(binary);
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('caches for five minutes only without the current version', async () => {
    const res = await request(t.app).get(`/previews/${items.cad.id}.svg?v=old`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers a placeholder, not a 500, for a file that cannot be read', async () => {
    const item = items.bim;
    const dir = path.join(dataDir, 'files', String(item.coid));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, item.filename), 'not a STEP file');
    rmSync(path.join(dataDir, 'previews'), { recursive: true, force: true });
    const res = await request(t.app).get(previewPath(item, 'svg'));
    expect(res.status).toBe(200);
    expect(res.text ?? res.body.toString()).toContain('Preview not available');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const png = await request(t.app).get(previewPath(item, 'png')).buffer(true).parse(binary);
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    rmSync(path.join(dir, item.filename));
  });

  it('is a 404 for unknown ids, items without a drawing and malformed names', async () => {
    for (const url of ['/previews/2147483647.svg', `/previews/${items.certificate.id}.svg`, `/previews/${items.product.id}.png`, '/previews/abc.svg', '/previews/1.gif', '/previews/99999999999.svg', '/previews/0.svg', '/previews/1.svg.png']) {
      const res = await request(t.app).get(url);
      expect(res.status, url).toBe(404);
    }
  });
});
