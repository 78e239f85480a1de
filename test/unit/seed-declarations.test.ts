import { describe, expect, it } from 'vitest';
import { companyCount, planCompanies } from '../../scripts/seed/companies';
import { buildCompanyContent } from '../../scripts/seed/content';
import { issuedOnFor } from '../../scripts/seed/declarations';
import { fileSubject } from '../../scripts/seed/files';
import { DEFAULT_SEED } from '../../scripts/seed/index';
import type { ContentPlan, ProductPlan } from '../../scripts/seed/model';
import { Rng } from '../../scripts/seed/prng';
import { buildProducts } from '../../scripts/seed/products';
import { disclosureLabel, expiryDate } from '../../src/domain/declarations';
import { DECLARED_UNITS } from '../../src/domain/product-data/declared-units';
import { renderPdf } from '../../src/services/files';
import { pdfText } from '../helpers/pdf-text';

/** The EPD and HPD items of the first companies of the demo catalog, as the seed plans them. */
function declarationItems(products = 240): Array<{ item: ContentPlan; companyName: string; product?: ProductPlan }> {
  const root = new Rng(DEFAULT_SEED);
  const catalog = root.fork('catalog');
  const out: Array<{ item: ContentPlan; companyName: string; product?: ProductPlan }> = [];
  let seq = 1;
  let id = 1;
  for (const plan of planCompanies(root.fork('companies'), companyCount(products), products)) {
    const rng = catalog.fork(`catalog:${plan.index}`);
    const own = buildProducts(rng, plan, seq);
    seq += own.length;
    const content = buildCompanyContent(rng, plan, own, id);
    id += content.items.length;
    const bySeq = new Map(own.map((p) => [p.seq, p]));
    for (const item of content.items) {
      if (item.contentType === 'epd' || item.contentType === 'hpd') out.push({ item, companyName: plan.name, product: bySeq.get(item.productSeq ?? -1) });
    }
  }
  return out;
}

const items = declarationItems();

describe('seeded EPDs and HPDs', () => {
  it('are numerous enough to check, and every one has its facts', () => {
    expect(items.filter((i) => i.item.contentType === 'epd').length).toBeGreaterThan(10);
    expect(items.filter((i) => i.item.contentType === 'hpd').length).toBeGreaterThan(5);
    for (const { item } of items) expect(item.declaration?.kind, `item ${item.id}`).toBe(item.contentType);
  });

  it('declare an EPD per its product template\'s declared unit, with a GWP inside the range published for the category', () => {
    const epds = items.filter((i) => i.item.contentType === 'epd');
    const units = new Set<string>();
    for (const { item, product } of epds) {
      const epd = product?.record?.template.epd;
      expect(epd, `item ${item.id}`).toBeDefined();
      const d = item.declaration!;
      expect(d.declaredUnit, `item ${item.id}`).toBe(DECLARED_UNITS[epd!.declaredUnit].text);
      const gwp = Number(d.gwp);
      expect(gwp, `item ${item.id} (${product!.record!.template.id})`).toBeGreaterThanOrEqual(epd!.gwp[0]);
      expect(gwp, `item ${item.id} (${product!.record!.template.id})`).toBeLessThanOrEqual(epd!.gwp[1]);
      expect(item.description).toContain(`kg CO2e per declared unit (${d.declaredUnit}).`);
      units.add(d.declaredUnit!);
    }
    // The catalog's EPDs are not all of one unit: comparisons have something to keep apart.
    expect(units.size).toBeGreaterThan(2);
  });

  it('print in their PDF the same facts their declarations row holds', async () => {
    for (const { item, companyName } of items) {
      const d = item.declaration!;
      const text = pdfText(await renderPdf(fileSubject(item, companyName)));
      expect(text, `item ${item.id}`).toContain(`Issued ${d.issuedOn}; expires ${d.expiresOn}`);
      if (d.kind === 'epd') {
        expect(text).toContain(`Global warming potential: ${d.gwp} kg CO2e per declared unit (${d.declaredUnit})`);
        expect(text).toContain(`Declared unit: ${d.declaredUnit}.`);
        expect(text).toContain(`Product category rule: ${d.pcr}. Program operator: ${d.programOperator}.`);
        // The description (also on the PDF's title page) states the same GWP.
        expect(item.description).toContain(`Global warming potential ${d.gwp} kg CO2e`);
      } else {
        expect(text).toContain(`Content inventory threshold: ${d.thresholdPpm} ppm`);
        expect(text).toContain(`Disclosure level: ${disclosureLabel(d.level!, d.thresholdPpm).toLowerCase()}.`);
        expect(item.description).toContain(`to ${d.thresholdPpm} ppm`);
        expect(item.description.includes('partial disclosure')).toBe(d.level === 'partial');
      }
    }
  });

  it('date a declaration from its publication by the rule migration 013 repeats, valid 5 or 3 years', () => {
    for (const { item } of items) {
      const d = item.declaration!;
      expect(d.issuedOn).toBe(issuedOnFor(d.kind, item.publishedAt));
      expect(d.issuedOn <= item.publishedAt.toISOString().slice(0, 10)).toBe(true);
      expect(d.expiresOn).toBe(expiryDate(d.kind, d.issuedOn));
    }
    // Pinned examples: an EPD put online 2026-01-22 15:30 UTC was issued 489 days earlier; an HPD of 2026-08-05 09:38, 520.
    expect(issuedOnFor('epd', new Date('2026-01-22T15:30:00Z'))).toBe('2024-09-20');
    expect(issuedOnFor('hpd', new Date('2026-08-05T09:38:00Z'))).toBe('2025-03-03');
  });
});
