import { describe, expect, it } from 'vitest';
import { DECLARED_UNITS, declaredUnitOfText, GWP_BANDS, type DeclaredUnitId } from '../../src/domain/product-data/declared-units';
import { productTemplateSchema } from '../../src/domain/product-data/template';
import { PRODUCT_TEMPLATES, shippedTemplate } from '../../src/domain/product-data/templates';

const unitOf = (id: string) => shippedTemplate(id)?.epd.declaredUnit;

describe('declared units of the templates', () => {
  it('every template names the declared unit its EPDs use and a GWP range', () => {
    expect(PRODUCT_TEMPLATES.length).toBeGreaterThan(90);
    for (const t of PRODUCT_TEMPLATES) {
      expect(Object.keys(DECLARED_UNITS), t.id).toContain(t.epd.declaredUnit);
      expect(t.epd.gwp[0], t.id).toBeLessThan(t.epd.gwp[1]);
    }
  });

  it('follow openEPD: doors per leaf, hardware and equipment per unit, boards and finishes per m2, insulation at RSI 1, CMU per m3, precast per tonne', () => {
    const expected: Record<string, DeclaredUnitId> = {
      'hollow-metal-doors': 'door-leaf',
      'flush-wood-doors': 'door-leaf',
      'mortise-locks': 'unit',
      'door-closers': 'unit',
      'air-handling-units': 'unit',
      'aluminum-windows': 'm2',
      'gypsum-board': 'm2',
      'acoustical-panel-ceilings': 'm2',
      'carpet-tile': 'm2',
      'thermoplastic-roof-membranes': 'm2',
      'metal-wall-panels': 'm2',
      'board-insulation': 'm2-rsi1',
      'concrete-masonry-units': 'm3',
      'architectural-precast': 't',
      'glued-laminated-timber': 'm3',
      'interior-paints': 'kg',
      'resilient-base': 'm',
    };
    for (const [id, unit] of Object.entries(expected)) expect(unitOf(id), id).toBe(unit);
  });

  it('keep a steel door leaf believable: 100 to 250 kg CO2e', () => {
    expect(shippedTemplate('hollow-metal-doors')?.epd.gwp).toEqual([100, 250]);
  });

  it('keep a concrete masonry unit within the US industry-average EPD (CMHA 2024): 208 to 395 kg CO2e per m3', () => {
    const cmu = shippedTemplate('concrete-masonry-units')!;
    expect(cmu.epd).toEqual({ declaredUnit: 'm3', gwp: [200, 400] });
    // The correction ships as a new version: the stored version 1 keeps its declaration.
    expect(cmu.version).toBe(2);
  });

  it('are refused when missing or out of order', () => {
    const t = PRODUCT_TEMPLATES[0];
    expect(productTemplateSchema.safeParse({ ...t, epd: undefined }).success).toBe(false);
    expect(productTemplateSchema.safeParse({ ...t, epd: { declaredUnit: 'm2', gwp: [5, 1] } }).success).toBe(false);
    expect(productTemplateSchema.safeParse({ ...t, epd: { declaredUnit: 'linear-foot', gwp: [1, 5] } }).success).toBe(false);
  });

  it('read a declarations row\'s text back to its unit, and no other text', () => {
    expect(declaredUnitOfText('1 door leaf')).toBe('door-leaf');
    expect(declaredUnitOfText('1 linear meter of product')).toBeUndefined();
  });
});

describe('GWP bands', () => {
  it('each belong to one declared unit, and every unit has bands covering zero upwards', () => {
    for (const unit of Object.keys(DECLARED_UNITS) as DeclaredUnitId[]) {
      const bands = Object.entries(GWP_BANDS).filter(([, b]) => b.unit === unit).map(([, b]) => b);
      expect(bands.length, unit).toBeGreaterThan(1);
      expect(bands[0].from).toBe(0);
      expect(bands.at(-1)!.below).toBeNull();
      for (let i = 1; i < bands.length; i++) expect(bands[i].from).toBe(bands[i - 1].below);
    }
    for (const [name, band] of Object.entries(GWP_BANDS)) {
      expect(name.startsWith(`${band.unit}.`), name).toBe(true);
      expect(band.label, name).toContain(DECLARED_UNITS[band.unit].per.replace(/^p/, 'P'));
    }
  });
});
