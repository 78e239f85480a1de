import DxfParser from 'dxf-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { ProductAttribute } from '../../src/domain/product-attributes';
import { downloadPath } from '../../src/services/content-links';
import { toAscii } from '../../src/services/files/subject';
import { readStep } from '../../src/services/previews/step-reader';
import { propertySets } from '../helpers/ifc-property-sets';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

// Issue 14: drawings are generated from the product's attributes, so a drawing and its data sheet never disagree.

interface DrawnItem {
  contentType: 'cad' | 'bim';
  filename: string;
  productSeq: number;
  coid: number;
  companyName: string;
  attributes: ProductAttribute[];
}

let t: TestApp;
let items: DrawnItem[];

const DRAWN = new Set(['performance', 'dimensions']);

beforeAll(async () => {
  t = await createTestApp();
  // Every tenth product with ratings or sizes on its data sheet, each with one drawing and one model.
  items = await t.db.many<DrawnItem>(sql`
    SELECT DISTINCT ON (p.seq, ci.content_type) ci.content_type AS "contentType", ci.filename, p.seq AS "productSeq", ci.coid,
      c.name AS "companyName", p.attributes
    FROM products p JOIN content_items ci ON ci.product_seq = p.seq AND ci.online AND ci.content_type IN ('cad', 'bim')
    JOIN companies c ON c.coid = ci.coid
    WHERE p.seq % 10 = 0 AND p.online AND EXISTS (SELECT 1 FROM jsonb_array_elements(p.attributes) a WHERE a->>'group' IN ('performance', 'dimensions'))
    ORDER BY p.seq, ci.content_type, ci.id`);
});
afterAll(() => t.close());

async function download(item: DrawnItem): Promise<string> {
  const res = await request(t.app).get(downloadPath(item)!).buffer(true).parse((r, done) => {
    let text = '';
    r.setEncoding('latin1');
    r.on('data', (c: string) => (text += c));
    r.on('end', () => done(null, text));
  });
  expect(res.status).toBe(200);
  return res.body as string;
}

/** The data sheet's drawn rows, one per label (repeated labels joined as the drawings join them). */
function drawnRows(attributes: ProductAttribute[]): Map<string, string> {
  const rows = new Map<string, string>();
  for (const a of attributes.filter((row) => DRAWN.has(row.group))) rows.set(a.label, rows.has(a.label) ? `${rows.get(a.label)}; ${a.value}` : a.value);
  return rows;
}

describe('drawings state what the data sheet states', () => {
  it('has a sample of drawings and models of products with attributes', () => {
    expect(items.filter((i) => i.contentType === 'cad').length).toBeGreaterThan(3);
    expect(items.filter((i) => i.contentType === 'bim').length).toBeGreaterThan(3);
  });

  it("writes each rating and size of the data sheet into the DXF's notes, label and value", async () => {
    for (const item of items.filter((i) => i.contentType === 'cad')) {
      const dxf = new DxfParser().parseSync(await download(item))!;
      const notes = dxf.entities
        .filter((e) => e.type === 'MTEXT')
        .flatMap((e) => (e as unknown as { text: string }).text.split('\\P'));
      for (const [label, value] of drawnRows(item.attributes)) expect(notes, `${item.filename}`).toContain(toAscii(`${label.toUpperCase()}: ${value}`));
    }
  });

  it('writes each rating and size of the data sheet into the IFC property sets, and draws the stated thickness', async () => {
    for (const item of items.filter((i) => i.contentType === 'bim')) {
      const sets = propertySets(readStep(await download(item)));
      const product = sets.get('SpecFinder_Product')!;
      const values = new Map([...product].map(([name, value]) => [name, value]));
      for (const [label, value] of drawnRows(item.attributes)) {
        if (label === 'Thickness') {
          // The model is in metres; the data sheet prints inches ('1-3/4 in') or millimetres.
          const inches = /^(\d+)(?:-(\d+)\/(\d+))? in$/.exec(value);
          if (inches) expect(values.get('Thickness')).toBeCloseTo((Number(inches[1]) + (inches[2] ? Number(inches[2]) / Number(inches[3]) : 0)) * 0.0254, 5);
          continue;
        }
        expect([...values.values()], `${item.filename} ${label}`).toContain(value);
      }
    }
  });

  it('shows the same values on the product page', async () => {
    const item = items.find((i) => i.contentType === 'cad')!;
    const page = await request(t.app).get(`/product/${item.productSeq}`).expect(200);
    const sheet = parseHtml(page.text).all('.data-sheet__table th[scope="row"]').map((th) => [th.textContent, th.nextElementSibling?.textContent]);
    const single = [...drawnRows(item.attributes)].filter(([, value]) => !value.includes('; '));
    expect(single.length).toBeGreaterThan(0);
    expect(sheet).toEqual(expect.arrayContaining(single));
  });
});
