import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../src/db/sql';
import { companyPath } from '../../src/domain/company-id';
import { parseHtml } from '../helpers/parsed-html';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

interface Backing {
  coid: number;
  name: string;
  description: string;
  /** Every warranty term (years) and standard its products' records state. */
  warranties: number[];
  standards: string[];
}

let t: TestApp;
let companies: Backing[];

beforeAll(async () => {
  t = await createTestApp();
  companies = await t.db.many<Backing>(sql`
    SELECT c.coid, c.name, c.description,
      coalesce((SELECT array_agg(DISTINCT (p.properties->>'warranty')::int) FROM products p
                WHERE p.coid = c.coid AND NOT p.heading AND p.properties ? 'warranty'), '{}') AS warranties,
      coalesce((SELECT array_agg(DISTINCT s) FROM products p, jsonb_array_elements_text(p.properties->'standards') s
                WHERE p.coid = c.coid AND NOT p.heading AND jsonb_typeof(p.properties->'standards') = 'array'), '{}') AS standards
    FROM companies c WHERE EXISTS (SELECT 1 FROM products p WHERE p.coid = c.coid AND NOT p.heading)
    ORDER BY c.coid`);
});
afterAll(() => t.close());

/** The warranty terms a text claims: [min, max] years, or null when it claims none. */
function claimedYears(text: string): [number, number] | null {
  const one = /\ba (\d+)-year limited warranty\b/.exec(text);
  if (one) return [Number(one[1]), Number(one[1])];
  const span = /\b(?:limited warranties from|for) (\d+) to (\d+) years\b/.exec(text);
  if (span) return [Number(span[1]), Number(span[2])];
  const fixed = /\bworkmanship for (\d+) years\b/.exec(text);
  return fixed ? [Number(fixed[1]), Number(fixed[1])] : null;
}

/** The standards a text says products are tested to. */
function claimedStandards(text: string): string[] {
  const match = /tested (?:by independent laboratories )?to (.+?)(?: and backed by|\. )/.exec(text);
  return match ? match[1].split(/, | and /) : [];
}

const range = (years: number[]): [number, number] => [Math.min(...years), Math.max(...years)];

describe("a company's claims come from its products' records", () => {
  it('its description claims the warranty span and standards of its products, never a lifetime warranty', () => {
    expect(companies.length).toBeGreaterThan(5);
    const claimed = companies.filter((c) => claimedYears(c.description) !== null);
    expect(claimed.length).toBeGreaterThan(companies.length / 2);
    for (const c of companies) {
      expect(c.description, c.name).not.toMatch(/lifetime/i);
      const years = claimedYears(c.description);
      expect(years === null || c.warranties.length > 0, c.name).toBe(true);
      expect(years ?? range(c.warranties), c.name).toEqual(range(c.warranties));
      for (const standard of claimedStandards(c.description)) expect(c.standards, c.name).toContain(standard);
    }
    expect(companies.some((c) => claimedStandards(c.description).length > 0)).toBe(true);
  });

  it("its catalogs' testing and warranty pages state only what its products' records hold", async () => {
    const pages = await t.db.many<{ coid: number; data: string }>(sql`
      SELECT ci.coid, cp.data FROM catalog_pages cp JOIN content_items ci ON ci.id = cp.content_id
      WHERE cp.data LIKE 'Warranty%' OR cp.data LIKE 'Testing and Certifications%'`);
    expect(pages.some((p) => p.data.startsWith('Warranty'))).toBe(true);
    expect(pages.some((p) => claimedStandards(p.data).length > 0)).toBe(true);
    for (const page of pages) {
      const c = companies.find((x) => x.coid === page.coid)!;
      const years = claimedYears(page.data);
      expect(years ?? (c.warranties.length ? range(c.warranties) : null), page.data).toEqual(c.warranties.length ? range(c.warranties) : null);
      for (const standard of claimedStandards(page.data)) expect(c.standards, page.data).toContain(standard);
    }
  });

  it('the company page prints the description with its claims', async () => {
    const c = companies.find((x) => claimedYears(x.description) !== null)!;
    const page = parseHtml((await request(t.app).get(companyPath(c.name, c.coid)).expect(200)).text);
    expect(page.bodyText.replace(/\s+/g, ' ')).toContain(c.description.slice(c.description.indexOf('Products ')));
  });
});
