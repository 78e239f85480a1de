import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import type { SpecBody, SpecParagraph } from '../../src/domain/spec-document';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

interface SectionProduct {
  name: string;
  tradename: string;
  warranty: number | null;
  /** The data sheet's printed values. */
  values: string[];
}
interface Spec {
  id: number;
  body: SpecBody;
  products: SectionProduct[];
}

let t: TestApp;
let specs: Spec[];

beforeAll(async () => {
  t = await createTestApp();
  specs = await t.db.many<Spec>(sql`
    SELECT d.content_id AS id, d.body,
      coalesce((SELECT json_agg(json_build_object('name', p.name, 'tradename', p.tradename,
                  'warranty', (p.properties->>'warranty')::int,
                  'values', (SELECT coalesce(json_agg(a->>'value'), '[]') FROM jsonb_array_elements(p.attributes) a)))
                FROM products p WHERE p.coid = ci.coid AND p.section = ci.section AND NOT p.heading), '[]') AS products
    FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id
    ORDER BY d.content_id`);
});
afterAll(() => t.close());

const article = (spec: Spec, title: string): SpecParagraph[] =>
  spec.body.parts.flatMap((part) => part.articles).find((a) => a.title === title)?.paragraphs ?? [];

describe("a guide specification states the products' records and offers only the choices they hold", () => {
  it("states each product's own values in its paragraph, without options", () => {
    let stated = 0;
    for (const spec of specs) {
      const titles = spec.products.map((p) => `${p.name} (${p.tradename}): `);
      for (const paragraph of article(spec, 'MATERIALS').filter((p) => titles.some((title) => p.text.startsWith(title)))) {
        expect(paragraph.options, paragraph.text).toBeUndefined();
        stated++;
      }
    }
    expect(stated).toBeGreaterThan(specs.length);
  });

  it("offers options only among the values the section's products differ in, each a value of one of them", () => {
    let offered = 0;
    for (const spec of specs) {
      const printed = spec.products.flatMap((p) => p.values).join(' | ');
      for (const paragraph of article(spec, 'MATERIALS').filter((p) => p.options)) {
        expect(paragraph.options!.length, paragraph.text).toBeGreaterThan(1);
        for (const option of paragraph.options!) expect(printed, paragraph.text).toContain(option);
        offered++;
      }
    }
    expect(offered).toBeGreaterThan(0);
  });

  it("states the products' warranty when they share one, and offers only their terms when they differ", () => {
    for (const spec of specs) {
      const terms = [...new Set(spec.products.flatMap((p) => (p.warranty === null ? [] : [p.warranty])))].sort((a, b) => a - b);
      const paragraph = article(spec, 'WARRANTY').find((p) => p.text.startsWith('Manufacturer’s Warranty'));
      if (terms.length === 0) {
        expect(paragraph, String(spec.id)).toBeUndefined();
        continue;
      }
      const expected = terms.map((n) => `${n} ${n === 1 ? 'year' : 'years'} from date of Substantial Completion`);
      expect(paragraph!.options ?? [], String(spec.id)).toEqual(terms.length > 1 ? expected : []);
      expect(paragraph!.text).toContain(terms.length === 1 ? `within ${expected[0]}.` : 'within [____].');
    }
    // Both cases occur in the seeded catalog.
    const termCounts = specs.map((s) => new Set(s.products.flatMap((p) => (p.warranty === null ? [] : [p.warranty]))).size);
    expect(termCounts).toContain(1);
    expect(termCounts.some((n) => n > 1)).toBe(true);
  });

  it('leaves no blank that the records cannot fill: every warranty blank offers the terms the records hold', () => {
    let paragraphs = 0;
    for (const spec of specs) {
      for (const paragraph of article(spec, 'WARRANTY')) {
        paragraphs++;
        if (paragraph.text.includes('[____]')) expect(paragraph.options?.length ?? 0, `${spec.id}: ${paragraph.text}`).toBeGreaterThan(1);
        expect(paragraph.text, String(spec.id)).not.toMatch(/^Finish Warranty/);
      }
    }
    expect(paragraphs).toBeGreaterThan(0);
  });
});
