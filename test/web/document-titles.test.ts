import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { productTitle } from '../../src/domain/product-title';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

interface Document {
  contentType: string;
  title: string;
  name: string;
  tradename: string | null;
}

let t: TestApp;
let documents: Document[];

beforeAll(async () => {
  t = await createTestApp();
  documents = await t.db.many<Document>(sql`
    SELECT ci.content_type AS "contentType", ci.title, p.name, p.tradename
    FROM content_items ci JOIN products p ON p.seq = ci.product_seq
    WHERE ci.content_type IN ('cad', 'bim', 'datasheet', 'certificate', 'epd', 'hpd', 'video') AND NOT p.heading`);
});
afterAll(() => t.close());

describe("a product's documents are titled by the product's name and trade name, as its pages are", () => {
  it('opens every CAD, BIM, data sheet, certificate, EPD, HPD and video title with the product title', () => {
    for (const type of ['cad', 'bim', 'epd', 'hpd']) expect(documents.some((d) => d.contentType === type), type).toBe(true);
    for (const d of documents) expect(d.title.startsWith(`${productTitle(d)} – `), `${d.contentType}: ${d.title}`).toBe(true);
  });

  it('names what the document is after the product', () => {
    const after = (type: string) => documents.filter((d) => d.contentType === type).map((d) => d.title.slice(productTitle(d).length));
    for (const title of after('cad')) expect(title).toMatch(/^ – [A-Z][a-z]+( [A-Z][a-z]+)? \(DXF\)$/);
    for (const title of after('bim')) expect(title).toBe(' – BIM Object (IFC)');
    for (const title of after('epd')) expect(title).toBe(' – Environmental Product Declaration (EPD)');
    for (const title of after('hpd')) expect(title).toBe(' – Health Product Declaration (HPD)');
  });
});
