import { describe, expect, it } from 'vitest';
import { carbonSummary, kgCo2e } from '../../src/domain/project-manual/carbon';
import { OR_APPROVED_EQUAL, sectionFromRecords, withListedEquals } from '../../src/domain/project-manual/listed-equals';
import type { ManualProduct } from '../../src/domain/project-manual/model';
import { outlineDivisions } from '../../src/domain/project-manual/outline';
import { productLine } from '../../src/domain/project-manual/product-line';
import type { SectionModel } from '../../src/domain/spec-output';
import { sectionLines } from '../../src/domain/spec-output';

function product(overrides: Partial<ManualProduct>): ManualProduct {
  return {
    seq: 1, name: 'Series 100 Door', tradename: null, maker: 'Acme Doors', section: '08 11 13', role: 'basis', productType: 'Hollow metal door',
    rows: [{ group: 'performance', label: 'Fire rating', value: '90 min' }], keyProperties: [{ label: 'Fire rating', value: '90 min' }],
    quantity: null, declaredUnit: 'door-leaf', gwp: null, specifiedOn: '2026-11-27', ...overrides,
  };
}

const section = (parts: SectionModel['parts']): SectionModel => ({ number: '08 11 13', heading: 'SECTION 08 11 13 – DOORS', header: [], parts, end: 'END OF SECTION 08 11 13' });
const manufacturers = { number: '2.1', title: 'MANUFACTURERS', paragraphs: [{ label: 'A', text: 'Basis of Design: Acme Doors.', subparagraphs: [] }] };

describe('the embodied-carbon summary', () => {
  it('multiplies GWP by the quantity and totals basis-of-design products within each declared unit only', () => {
    const summary = carbonSummary([
      product({ seq: 1, gwp: 80, quantity: 10 }),
      product({ seq: 2, gwp: 120, quantity: 5 }),
      product({ seq: 3, gwp: 60, quantity: 10, role: 'equal' }),
      product({ seq: 4, section: '09 65 16', declaredUnit: 'm2', gwp: 7.5, quantity: 200 }),
      product({ seq: 5, section: '09 66 00', declaredUnit: 'm2', gwp: 30, quantity: null }),
      product({ seq: 6, gwp: null, quantity: 3 }),
    ]);
    expect(summary.rows.map((r) => r.total)).toEqual([800, 600, 600, 1500, null]);
    expect(summary.rows[0].per).toBe('per door leaf');
    expect(summary.totals).toEqual([
      { unit: 'door-leaf', unitText: '1 door leaf', total: 1400, products: 2 },
      { unit: 'm2', unitText: '1 m2', total: 1500, products: 1 },
    ]);
    expect(summary.withoutGwp).toBe(1);
  });

  it('prints kg CO2e to three significant figures', () => {
    expect(kgCo2e(1234.567)).toBe('1,230 kg CO2e');
    expect(kgCo2e(0.012345)).toBe('0.0123 kg CO2e');
  });
});

describe('the basis of design and its listed equals', () => {
  const basis = product({ name: 'Series 100 Door', tradename: 'Quietline', maker: 'Acme Doors' });
  const equal = product({ name: 'Model 7 Door', tradename: null, maker: 'Zenith Openings', role: 'equal' });

  it('names the product with its trade name and maker', () => {
    expect(productLine(basis)).toBe('Series 100 Door (trade name Quietline), Acme Doors');
    expect(productLine({ name: 'Quietline 100', tradename: 'Quietline', maker: 'Acme' })).toBe('Quietline 100, Acme');
  });

  it('follows the paragraphs of PART 2 MANUFACTURERS, the equals numbered "or approved equal"', () => {
    const model = withListedEquals(section([{ number: 2, heading: 'PART 2 – PRODUCTS', articles: [manufacturers] }]), basis, [equal]);
    expect(model.parts[0].articles[0].paragraphs[1]).toEqual({
      label: 'B',
      text: `Basis-of-Design Product: Series 100 Door (trade name Quietline), Acme Doors. ${OR_APPROVED_EQUAL}`,
      subparagraphs: [{ label: '1', text: 'Model 7 Door, Zenith Openings' }],
    });
  });

  it('is an article of its own at the end of PART 2 without a MANUFACTURERS article, and a PART 2 of its own without one', () => {
    const noArticle = withListedEquals(section([{ number: 2, heading: 'PART 2 – PRODUCTS', articles: [{ ...manufacturers, title: 'MATERIALS' }] }]), basis, []);
    expect(noArticle.parts[0].articles.map((a) => `${a.number} ${a.title}`)).toEqual(['2.1 MATERIALS', '2.2 BASIS OF DESIGN AND APPROVED EQUALS']);
    const noPart = withListedEquals(section([{ number: 1, heading: 'PART 1 – GENERAL', articles: [] }, { number: 3, heading: 'PART 3 – EXECUTION', articles: [] }]), basis, [equal]);
    expect(noPart.parts.map((p) => p.number)).toEqual([1, 2, 3]);
    expect(noPart.parts[1].articles[0].paragraphs[0].subparagraphs).toHaveLength(1);
  });

  it('writes a section from the records when the maker publishes none: the choice and the basis product’s performance', () => {
    const text = sectionLines(sectionFromRecords('08 11 13', 'Hollow Metal Doors and Frames', basis, [equal])).map((l) => `${l.label ?? ''} ${l.text}`.trim());
    expect(text).toEqual([
      'SECTION 08 11 13 – HOLLOW METAL DOORS AND FRAMES',
      'PART 2 – PRODUCTS',
      '2.1 MANUFACTURERS',
      `A. Basis-of-Design Product: Series 100 Door (trade name Quietline), Acme Doors. ${OR_APPROVED_EQUAL}`,
      '1. Model 7 Door, Zenith Openings',
      '2.2 PERFORMANCE REQUIREMENTS',
      'A. Fire rating: 90 min.',
      'END OF SECTION 08 11 13',
    ]);
  });
});

describe('the outline', () => {
  it('groups sections by division in CSI order, each with its products', () => {
    const sections = [
      { number: '08 11 13', title: 'Hollow Metal Doors and Frames', source: 'record' as const, lines: [] },
      { number: '08 71 00', title: 'Door Hardware', source: 'wizard' as const, lines: [] },
      { number: '09 65 16', title: 'Resilient Sheet Flooring', source: 'manufacturer' as const, lines: [] },
    ];
    const divisions = outlineDivisions({ sections, products: [product({ seq: 1 }), product({ seq: 2, section: '09 65 16' })] });
    expect(divisions.map((d) => [d.division, d.title, d.sections.map((s) => [s.number, s.products.map((p) => p.seq)])])).toEqual([
      ['08', 'Openings', [['08 11 13', [1]], ['08 71 00', []]]],
      ['09', 'Finishes', [['09 65 16', [2]]]],
    ]);
  });
});
