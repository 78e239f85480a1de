import DxfParser from 'dxf-parser';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as WebIfc from 'web-ifc';
import { sql } from '../../src/db/sql';
import { displayValue } from '../../src/domain/product-data/display';
import { fromCanonical } from '../../src/domain/product-data/units';
import type { ProductTemplate, PropertyDefinition } from '../../src/domain/product-data/template';
import type { PropertyValue, PropertyValues } from '../../src/domain/product-data/values';
import { downloadPath } from '../../src/services/content-links';
import { winAnsiText } from '../../src/services/files/pdf';
import { toAscii } from '../../src/services/files/subject';
import { findTemplate } from '../../src/services/product-data/templates';
import { PRODUCT_TEMPLATES } from '../../src/domain/product-data/templates';
import { parseHtml } from '../helpers/parsed-html';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 23: a product's facts live once, in its record; its page, data-sheet PDF, DXF drawings and IFC model
 * are derived from it. For one product of every template in the catalog (the one with the most files),
 * each artifact is read back with a reader that shares no code with its writer (linkedom, pdf.js,
 * dxf-parser, web-ifc) and compared with the record read from the database through its template.
 *
 * It runs on the shared test catalog (both databases in CI), on a demo catalog of its own of
 * CONSISTENCY_PRODUCTS products (`npm run consistency -- --products 5000`), or on a catalog seeded before
 * (CONSISTENCY_CATALOG: a data directory, or a PostgreSQL URL; `npm run consistency -- --catalog …`; docs/testing.md).
 */
const EXISTING = existingCatalog(process.env.CONSISTENCY_CATALOG);
/** A catalog seeded before is taken to be a demo catalog of every family (the first test asserts that it is). */
const EXISTING_SIZE = 1_000_000;
const CATALOG_PRODUCTS = EXISTING ? EXISTING_SIZE : consistencyProducts(process.env.CONSISTENCY_PRODUCTS);
/** From this many products the demo catalog holds every template's family. */
const EVERY_FAMILY_FROM = 5000;

function existingCatalog(value: string | undefined): { dataDir: string; databaseUrl?: string } | undefined {
  if (value === undefined || value === '') return undefined;
  return /^postgres(ql)?:\/\//.test(value) ? { dataDir: process.env.DATA_DIR ?? 'data', databaseUrl: value } : { dataDir: value };
}

function consistencyProducts(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) throw new Error(`CONSISTENCY_PRODUCTS must be a whole number from 1 to 1000000, not ${value}`);
  return n;
}

interface Sample {
  seq: number;
  name: string;
  tradename: string | null;
  coid: number;
  companyName: string;
  section: string;
  templateId: string;
  templateVersion: number;
  properties: PropertyValues;
  template: ProductTemplate;
}

interface FileItem {
  productSeq: number;
  contentType: 'cad' | 'bim' | 'datasheet';
  title: string;
  filename: string;
  coid: number;
  companyName: string;
}

/** What web-ifc gives for a property set and an element quantity, read with their properties (flattened). */
interface TypedValue {
  name: string;
  value: unknown;
}
interface PropertySetLine {
  Name: { value: string };
  HasProperties: Array<{ Name: { value: string }; NominalValue: TypedValue }>;
}
interface QuantitySetLine {
  Name: { value: string };
  Quantities: Array<{ Name: { value: string }; LengthValue: TypedValue }>;
}

let t: TestApp;
let samples: Sample[];
let files: FileItem[];
let ifcApi: WebIfc.IfcAPI;

beforeAll(async () => {
  t = await createTestApp({}, EXISTING ? { existing: EXISTING } : { products: CATALOG_PRODUCTS });
  const rows = await t.db.many<Omit<Sample, 'template'>>(sql`
    SELECT DISTINCT ON (p.template_id) p.seq, p.name, p.tradename, p.coid, c.name AS "companyName", p.section,
      p.template_id AS "templateId", p.template_version AS "templateVersion", p.properties
    FROM products p JOIN companies c ON c.coid = p.coid
    WHERE p.online AND p.template_id IS NOT NULL
    ORDER BY p.template_id,
      (SELECT count(*) FROM content_items ci WHERE ci.product_seq = p.seq AND ci.online AND ci.content_type IN ('cad', 'bim', 'datasheet')) DESC, p.seq`);
  samples = [];
  for (const row of rows) samples.push({ ...row, template: (await findTemplate(t.db, row.templateId, row.templateVersion))! });
  files = await t.db.many<FileItem>(sql`
    SELECT ci.product_seq AS "productSeq", ci.content_type AS "contentType", ci.title, ci.filename, ci.coid, c.name AS "companyName"
    FROM content_items ci JOIN companies c ON c.coid = ci.coid
    WHERE ci.online AND ci.filename IS NOT NULL AND ci.content_type IN ('cad', 'bim', 'datasheet')
      AND ci.product_seq IN (SELECT jsonb_array_elements_text(${JSON.stringify(samples.map((s) => s.seq))}::jsonb)::int)
    ORDER BY ci.product_seq, ci.content_type, ci.id`);
  ifcApi = new WebIfc.IfcAPI();
  await ifcApi.Init();
  // A catalog of its own is seeded here: about a minute per 5,000 products on the embedded database.
}, CATALOG_PRODUCTS === undefined ? undefined : 120_000 + CATALOG_PRODUCTS * 60);
afterAll(() => t.close());

async function download(item: FileItem): Promise<Buffer> {
  const res = await request(t.app).get(downloadPath({ ...item })!).buffer(true).parse((r, done) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => done(null, Buffer.concat(chunks)));
  });
  expect(res.status, item.filename).toBe(200);
  return res.body as Buffer;
}

/** Each stated property of a record with its definition and value, in template order. */
function stated(sample: Sample): Array<{ def: PropertyDefinition; value: PropertyValue; display: string }> {
  return sample.template.properties.flatMap((def) => {
    const value = sample.properties[def.id];
    return value === undefined ? [] : [{ def, value, display: displayValue(def, value) }];
  });
}

const filesOf = (sample: Sample, type: FileItem['contentType']) => files.filter((f) => f.productSeq === sample.seq && f.contentType === type);
const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

// A catalog of its own samples every family (about a hundred products): each test reads them all.
describe('every artifact of a product says what its record says', { timeout: CATALOG_PRODUCTS === undefined ? undefined : 600_000 }, () => {
  it('samples a product of every template in the catalog (every shipped one from 5,000 products), with drawings, models and data sheets among them', async () => {
    const templates = await t.db.many<{ id: string }>(sql`SELECT DISTINCT template_id AS id FROM products WHERE online AND template_id IS NOT NULL`);
    const sampled = samples.map((s) => s.templateId).sort();
    const present = templates.map((r) => r.id).sort();
    expect(sampled).toEqual(present);
    const shipped = PRODUCT_TEMPLATES.map((tpl) => tpl.id).sort();
    expect(present).toEqual((CATALOG_PRODUCTS ?? 0) >= EVERY_FAMILY_FROM ? shipped : present.filter((id) => shipped.includes(id)));
    expect(samples.length).toBeGreaterThan(10);
    for (const type of ['cad', 'bim', 'datasheet'] as const) expect(files.filter((f) => f.contentType === type).length, type).toBeGreaterThan(5);
  });

  it("prints every property's display value on the product page, under its name", async () => {
    for (const sample of samples) {
      const page = parseHtml((await request(t.app).get(`/product/${sample.seq}`).expect(200)).text);
      const rows = page.all('.data-sheet__table th[scope="row"]').map((th) => [normal(th.textContent ?? ''), normal(th.nextElementSibling?.textContent ?? '')]);
      for (const { def, value, display } of stated(sample)) {
        if (def.multiple && Array.isArray(value) && def.group === 'standards') for (const s of value) expect(rows, `${sample.seq} ${s}`).toContainEqual(['Standard', s]);
        else expect(rows, `${sample.seq} ${def.id}`).toContainEqual([def.name, display]);
      }
      expect(page.bodyText).toContain(sample.name);
      if (sample.tradename) expect(page.bodyText).toContain(sample.tradename);
    }
  });

  it('writes the data-sheet PDF from the record: name and trade name, maker, section, every property, standards, warranty, documents', async () => {
    for (const sample of samples) {
      for (const item of filesOf(sample, 'datasheet')) {
        const pdf = await getDocument({ data: new Uint8Array(await download(item)), useSystemFonts: false, isEvalSupported: false }).promise;
        let text = '';
        for (let n = 1; n <= pdf.numPages; n++) {
          const content = await (await pdf.getPage(n)).getTextContent();
          text += ` ${content.items.map((i) => ('str' in i ? i.str : '')).join(' ')}`;
        }
        text = normal(text);
        const expectText = (fact: string) => expect(text, `${item.filename}: ${fact}`).toContain(normal(winAnsiText(fact)));
        expectText(sample.name);
        if (sample.tradename) expectText(sample.tradename);
        expectText(sample.companyName);
        expectText(sample.section);
        for (const { def, value, display } of stated(sample)) {
          if (Array.isArray(value)) for (const v of value) expectText(v);
          else expectText(`${def.name} ${display}`);
        }
        const documents = files.filter((f) => f.productSeq === sample.seq && f.filename !== item.filename);
        for (const other of documents) expectText(other.title);
      }
    }
  });

  it("draws each DXF at the record's sizes and notes its ratings and sizes as the data sheet prints them", async () => {
    for (const sample of samples) {
      const inches = (id: string) => {
        const v = sample.properties[id];
        return typeof v === 'number' ? Math.round(fromCanonical(v, 'in') * 64) / 64 : null;
      };
      for (const item of filesOf(sample, 'cad')) {
        const dxf = new DxfParser().parseSync((await download(item)).toString('latin1'))!;
        expect(dxf.header.$INSUNITS).toBe(1);
        const notes = dxf.entities.filter((e) => e.type === 'MTEXT').flatMap((e) => (e as unknown as { text: string }).text.split('\\P'));
        for (const { def, display } of stated(sample).filter((s) => ['performance', 'dimensions'].includes(s.def.group) && !Array.isArray(s.value))) {
          expect(notes.join('\n'), `${item.filename} ${def.id}`).toContain(toAscii(`${def.name.toUpperCase()}: ${display}`));
        }
        const measured = dxf.entities.filter((e) => e.type === 'DIMENSION').map((e) => (e as unknown as { actualMeasurement: number }).actualMeasurement);
        const closeTo = (inchesValue: number) => measured.some((m) => Math.abs(m - inchesValue) < 1e-3);
        // The view the drawing is named after follows the product's title ("… Sectional Door (…) – Plan Detail (DXF)").
        const title = item.title.split(' – ').pop()!;
        const [width, height, thickness] = [inches('width'), inches('height'), inches('thickness')];
        if (/\belevation\b/i.test(title)) {
          if (width) expect(closeTo(width), `${item.filename} width ${width} in ${measured.join(',')}`).toBe(true);
          if (height) expect(closeTo(height), `${item.filename} height ${height} in ${measured.join(',')}`).toBe(true);
        }
        if (/\b(section|sill|head|typical)\b/i.test(title) && thickness) expect(closeTo(thickness), `${item.filename} thickness ${thickness} in ${measured.join(',')}`).toBe(true);
        if (/\bjamb\b/i.test(title) && inches('jamb-depth')) expect(closeTo(inches('jamb-depth')!), `${item.filename} jamb depth`).toBe(true);
      }
    }
  });

  it("writes each IFC-mapped property into its set in canonical SI units, as the template's class", async () => {
    for (const sample of samples) {
      for (const item of filesOf(sample, 'bim')) {
        const model = ifcApi.OpenModel(new Uint8Array(await download(item)));
        try {
          const lines = <T,>(type: number): T[] => {
            const ids = ifcApi.GetLineIDsWithType(model, type);
            return Array.from({ length: ids.size() }, (_, i) => ifcApi.GetLine(model, ids.get(i), true) as T);
          };
          const classCode = (WebIfc as unknown as Record<string, number>)[sample.template.ifcClass.toUpperCase()];
          expect(lines<unknown>(classCode).length, `${item.filename} ${sample.template.ifcClass}`).toBe(1);
          const sets = new Map<string, Map<string, { type: string; value: unknown }>>();
          for (const set of lines<PropertySetLine>(WebIfc.IFCPROPERTYSET)) {
            sets.set(set.Name.value, new Map(set.HasProperties.map((p) => [p.Name.value, { type: p.NominalValue.name, value: p.NominalValue.value }])));
          }
          for (const set of lines<QuantitySetLine>(WebIfc.IFCELEMENTQUANTITY)) {
            sets.set(set.Name.value, new Map(set.Quantities.map((q) => [q.Name.value, { type: q.LengthValue.name, value: q.LengthValue.value }])));
          }
          for (const { def, value, display } of stated(sample).filter((s) => s.def.ifc)) {
            const [setName, property] = def.ifc!.split('.');
            const written = sets.get(setName)?.get(property);
            expect(written, `${item.filename} ${def.ifc}`).toBeDefined();
            if (written!.type === 'IFCLABEL') expect(written!.value, `${item.filename} ${def.ifc}`).toBe(display);
            else if (typeof value === 'number') expect(Number(written!.value), `${item.filename} ${def.ifc}`).toBeCloseTo(value, 6);
            else expect.fail(`${item.filename} ${def.ifc}: ${written!.type} for a ${typeof value}`);
          }
          const width = sample.properties.width;
          if (typeof width === 'number') expect(Number(sets.get('SpecFinder_Product')!.get('OverallWidth')!.value)).toBeCloseTo(width, 4);
        } finally {
          ifcApi.CloseModel(model);
        }
      }
    }
  });
});
