import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { contentItemPath } from '../../src/services/content-links';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

let t: TestApp;
let dataDir: string;
let drawn: { seq: number; name: string; tradename: string };
const drawnTitle = () => `${drawn.name} (${drawn.tradename})`;
let bare: { seq: number } | null;

/** Every image's attributes (decoded), in page order. */
const images = (html: string) => parseHtml(html).attributesOf('img');
const attr = (img: Record<string, string>, name: string): string | undefined => img[name];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'pictures-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  drawn = await t.db.one(sql`
    SELECT p.seq, p.name, p.tradename FROM products p
    WHERE EXISTS (SELECT 1 FROM content_items ci WHERE ci.product_seq = p.seq AND ci.content_type = 'cad' AND ci.online AND ci.filename IS NOT NULL)
      AND EXISTS (SELECT 1 FROM content_items ci WHERE ci.product_seq = p.seq AND ci.content_type = 'product' AND ci.online)
    ORDER BY p.seq LIMIT 1`);
  bare = await t.db.maybeOne(sql`
    SELECT p.seq FROM products p WHERE NOT p.heading
      AND NOT EXISTS (SELECT 1 FROM content_items ci WHERE ci.product_seq = p.seq AND ci.content_type IN ('cad', 'bim', 'catalog', 'datasheet') AND ci.online)
    ORDER BY p.seq LIMIT 1`);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('product pictures', () => {
  it('shows the product drawing on its page with alt text and size, and the link is the cached preview', async () => {
    const page = await request(t.app).get(`/product/${drawn.seq}`);
    expect(page.status).toBe(200);
    const img = images(page.text).find((img) => img.src?.includes('/previews/'))!;
    expect(img).toBeDefined();
    expect(attr(img, 'src')).toMatch(/^\/previews\/\d+\.svg\?v=\w+$/);
    expect(attr(img, 'alt')).toBe(`Drawing of ${drawnTitle()}`);
    expect(attr(img, 'width')).toBe('640');
    expect(attr(img, 'height')).toBe('480');
    expect(attr(img, 'loading')).toBeUndefined();
    const image = await request(t.app).get(attr(img, 'src')!);
    expect(image.status).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('shows no picture for a product without a drawing or model', async () => {
    if (!bare) return;
    const page = await request(t.app).get(`/product/${bare.seq}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('/previews/');
  });

  it('shows the data sheet cover for a product without a drawing or model', async () => {
    const covered = await t.db.maybeOne<{ seq: number; name: string; tradename: string }>(sql`
      SELECT p.seq, p.name, p.tradename FROM products p WHERE NOT p.heading
        AND NOT EXISTS (SELECT 1 FROM content_items ci WHERE ci.product_seq = p.seq AND ci.content_type IN ('cad', 'bim') AND ci.online)
        AND EXISTS (SELECT 1 FROM content_items ci WHERE ci.product_seq = p.seq AND ci.content_type IN ('catalog', 'datasheet') AND ci.online AND ci.filename IS NOT NULL)
      ORDER BY p.seq LIMIT 1`);
    expect(covered).not.toBeNull();
    const page = await request(t.app).get(`/product/${covered!.seq}`);
    const img = images(page.text).find((img) => img.src?.includes('/previews/'))!;
    expect(attr(img, 'alt')).toBe(`Cover of ${covered!.name} (${covered!.tradename})`);
  });

  it('puts thumbnails on cards, lazy below the fold, each pointing at a current PNG', async () => {
    const page = await request(t.app).get('/search/door/cad');
    expect(page.status).toBe(200);
    const thumbs = images(page.text).filter((img) => img.class === 'result-thumb');
    expect(thumbs.length).toBeGreaterThan(4);
    for (const [i, tag] of thumbs.entries()) {
      expect(attr(tag, 'src')).toMatch(/^\/previews\/\d+\.png\?v=\w+$/);
      expect(attr(tag, 'alt')).toMatch(/^Drawing: /);
      expect([attr(tag, 'width'), attr(tag, 'height')]).toEqual(['96', '72']);
      expect(attr(tag, 'loading')).toBe(i < 4 ? undefined : 'lazy');
    }
    const thumb = await request(t.app).get(attr(thumbs[0], 'src')!);
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/png');
    expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('gives product cards in search results their drawing', async () => {
    const page = await request(t.app).get(`/search/${encodeURIComponent(drawn.name)}/product`);
    expect(page.status).toBe(200);
    const card = parseHtml(page.text).one(`li.content-card:has(.content-card__title a[href="/product/${drawn.seq}"])`);
    const thumb = card.querySelector('img.result-thumb');
    expect(thumb?.getAttribute('src')).toMatch(/^\/previews\/\d+\.png\?v=\w+$/);
    expect(thumb?.getAttribute('alt')).toBe(`Drawing of ${drawnTitle()}`);
  });

  it('shows the drawing inside the CAD viewer page instead of saying browsers cannot', async () => {
    const item = await t.db.one<{ id: number; coid: number; companyName: string; productSeq: number | null }>(sql`
      SELECT ci.id, ci.coid, c.name AS "companyName", ci.product_seq AS "productSeq" FROM content_items ci JOIN companies c USING (coid)
      WHERE ci.content_type = 'cad' AND ci.online AND ci.filename IS NOT NULL ORDER BY ci.id LIMIT 1`);
    const page = await request(t.app).get(`${contentItemPath({ ...item, contentType: 'cad' })}/viewer`);
    expect(page.status).toBe(200);
    const drawing = images(page.text).find((img) => img.src?.startsWith(`/previews/${item.id}.svg?v=`));
    expect(drawing).toMatchObject({ alt: expect.stringMatching(/^Drawing: \S/), width: '640', height: '480' });
    expect(page.text).not.toContain('browsers cannot show it');
  });
});
