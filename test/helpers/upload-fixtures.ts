import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import request from 'supertest';
import type express from 'express';
import { sql } from '../../src/db/sql';
import type { Db } from '../../src/db/types';
import type { ProductTemplate } from '../../src/domain/product-data/template';
import type { PropertyValues } from '../../src/domain/product-data/values';
import { renderDxf, renderIfc, type FileSubject } from '../../src/services/files';
import { findTemplate } from '../../src/services/product-data/templates';
import { createTestApp, type TestApp } from './test-app';
import { SAME_ORIGIN } from './users';

/**
 * Time an upload test may take: the first upload of a file starts a check worker (loading pdf.js and web-ifc,
 * several seconds on a busy two-core machine) before its own work.
 */
export const UPLOAD_TEST_MS = 90_000;

/**
 * An app whose DATA_DIR (file store, DATA_DIR/tmp, previews) is a folder of its own: every test file's database is a
 * copy of one catalog, so two files would number their uploads alike and share storage keys in one DATA_DIR.
 */
export async function uploadTestApp(): Promise<TestApp & { dataDir: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'uploads-'));
  const t = await createTestApp({ DATA_DIR: dataDir });
  return { ...t, dataDir, close: async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  } };
}

/** A product of the test catalog with a template whose IFC mapping it fills: the target of upload tests. */
export interface UploadProductFixture {
  seq: number;
  coid: number;
  name: string;
  companyName: string;
  section: string;
  properties: PropertyValues;
  template: ProductTemplate;
}

/** The first product (by seq) with a template that maps at least two of its stated properties to IFC. */
export async function uploadProductFixture(db: Db): Promise<UploadProductFixture> {
  const rows = await db.many<Omit<UploadProductFixture, 'template'> & { templateId: string; templateVersion: number }>(sql`
    SELECT p.seq, p.coid, p.name, c.name AS "companyName", p.section, p.properties, p.template_id AS "templateId", p.template_version AS "templateVersion"
    FROM products p JOIN companies c ON c.coid = p.coid
    WHERE p.online AND NOT p.heading AND p.template_id IS NOT NULL AND p.section IS NOT NULL ORDER BY p.seq`);
  const templates = new Map<string, ProductTemplate>();
  for (const row of rows) {
    const key = `${row.templateId}@${row.templateVersion}`;
    if (!templates.has(key)) templates.set(key, (await findTemplate(db, row.templateId, row.templateVersion))!);
    const template = templates.get(key)!;
    if (template.properties.filter((d) => d.ifc && row.properties[d.id] !== undefined).length >= 2) return { ...row, template };
  }
  throw new Error(`no product with IFC-mapped values among ${rows.length} products with templates`);
}

function subject(p: UploadProductFixture, contentType: 'cad' | 'bim', values: PropertyValues = p.properties): FileSubject {
  return {
    contentType,
    title: `${p.name} elevation`,
    filename: contentType === 'cad' ? 'elevation.dxf' : 'model.ifc',
    companyName: p.companyName,
    productName: p.name,
    section: p.section,
    description: 'Uploaded in a test',
    productRecord: { template: p.template, values, tradename: null, documents: [] },
    date: new Date('2026-11-27T00:00:00Z'),
  };
}

/** A DXF drawing of the product from our writer. */
export const productDxf = (p: UploadProductFixture): Buffer => Buffer.from(renderDxf(subject(p, 'cad')), 'latin1');

/** An IFC model of the product from our writer; `values` overrides the record it states (to make one that disagrees). */
export const productIfc = (p: UploadProductFixture, values?: PropertyValues): Buffer => Buffer.from(renderIfc(subject(p, 'bim', values)), 'latin1');

/** A PDF with `pages` pages of text, from pdf-lib. */
export async function textPdf(pages = 2): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) doc.addPage([612, 792]).drawText(`Data sheet page ${n}`, { x: 72, y: 700, size: 14, font });
  return Buffer.from(await doc.save());
}

/** A PNG of `width` x `height` drawn with a canvas. */
export function pngImage(width = 64, height = 48): Buffer {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#2b6cb0';
  context.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}

interface UploadCall {
  coid: number;
  productSeq: number;
  file: Buffer;
  filename: string;
  contentType?: string;
  title?: string;
  replace?: number;
  cookie?: string;
}

/** POST /api/manage/{coid}/products/{id}/files as a browser would send the form. */
export function upload(app: express.Express, call: UploadCall): request.Test {
  let req = request(app)
    .post(`/api/manage/${call.coid}/products/${call.productSeq}/files${call.replace ? `?replace=${call.replace}` : ''}`)
    .set(SAME_ORIGIN);
  if (call.cookie) req = req.set('Cookie', call.cookie);
  if (call.contentType) req = req.field('contentType', call.contentType);
  if (call.title) req = req.field('title', call.title);
  return req.attach('file', call.file, call.filename);
}
