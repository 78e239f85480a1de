import { describe, expect, it } from 'vitest';
import { dataSheetRows } from '../../src/domain/product-data/data-sheet';
import { describeValue, displayValue, inchFraction } from '../../src/domain/product-data/display';
import { parseDisplayValue, parseTradeNumber, valuesFromProse } from '../../src/domain/product-data/parse';
import { productTemplateSchema, type PropertyDefinition } from '../../src/domain/product-data/template';
import { PRODUCT_TEMPLATES, shippedTemplate } from '../../src/domain/product-data/templates';
import { fromCanonical, toCanonical } from '../../src/domain/product-data/units';
import { validateProperties } from '../../src/domain/product-data/values';

const door = shippedTemplate('hollow-metal-doors')!;
const def = (id: string): PropertyDefinition => door.properties.find((p) => p.id === id)!;

describe('units', () => {
  it('converts the trade units to SI and back', () => {
    expect(toCanonical(1, 'in')).toBe(0.0254);
    expect(toCanonical(60, 'min')).toBe(3600);
    expect(toCanonical(32, 'degF')).toBeCloseTo(273.15, 9);
    expect(toCanonical(30, 'Rus')).toBeCloseTo(5.283, 3);
    expect(fromCanonical(toCanonical(0.29, 'Uus'), 'Uus')).toBeCloseTo(0.29, 9);
    expect(toCanonical(48, 'in')).toBe(1.2192);
  });
});

describe('display', () => {
  it('writes inches as fractions to the sixteenth', () => {
    expect([1.75, 0.625, 3.625, 2, 0.0625, 5.7499].map(inchFraction)).toEqual(['1-3/4', '5/8', '3-5/8', '2', '1/16', '5-3/4']);
  });
  it('prints each kind of value as the pages do', () => {
    expect(displayValue(def('fire-rating'), 5400)).toBe('90 min');
    expect(displayValue(def('stc'), 42)).toBe('STC 42');
    expect(displayValue(def('gauge'), 16)).toBe('16-gauge');
    expect(displayValue(def('thickness'), 0.04445)).toBe('1-3/4 in');
    expect(displayValue(def('warranty'), 1)).toBe('1 year');
    expect(displayValue(def('warranty'), 10)).toBe('10 years');
    expect(displayValue(def('standards'), ['UL 10C', 'NFPA 80'])).toBe('UL 10C, NFPA 80');
    const closer = shippedTemplate('door-closers')!.properties.find((p) => p.id === 'spring-size')!;
    expect(displayValue(closer, { min: 1, max: 6 })).toBe('1–6');
  });
  it('says a value in the description through its phrase', () => {
    expect(describeValue(def('gauge'), 14)).toBe('14-gauge cold-rolled steel face sheets');
    expect(describeValue(def('core'), 'honeycomb')).toBe('honeycomb core');
  });
});

describe('validation', () => {
  it('accepts values of the right type and range', () => {
    const r = validateProperties(door, { 'fire-rating': 3600, core: 'honeycomb', standards: ['UL 10C'], thickness: 0.04445 });
    expect(r).toEqual({ ok: true, values: { 'fire-rating': 3600, core: 'honeycomb', standards: ['UL 10C'], thickness: 0.04445 } });
  });
  it('names every property that is wrong', () => {
    const r = validateProperties(door, { 'fire-rating': -1, stc: '40', core: 'foam', standards: ['ISO 9001'], paint: 'red', gauge: Number.NaN });
    expect(r.ok).toBe(false);
    expect(!r.ok && Object.fromEntries(r.errors.map((e) => [e.property, e.message]))).toEqual({
      'fire-rating': 'must be at least 0 s',
      stc: 'must be a number',
      core: 'must be one of: polyurethane, polystyrene, steel-stiffened, honeycomb',
      standards: expect.stringContaining('must be one of'),
      paint: 'is not a property of the Hollow metal doors template',
      gauge: expect.stringMatching(/number/),
    });
  });
  it('demands required properties', () => {
    const glazing = shippedTemplate('fire-rated-glazing')!;
    expect(validateProperties(glazing, {})).toEqual({ ok: false, errors: [{ property: 'fire-rating', message: 'is required' }] });
  });
  it('refuses a range whose ends are swapped', () => {
    const closers = shippedTemplate('door-closers')!;
    expect(validateProperties(closers, { 'spring-size': { min: 5, max: 2 } }).ok).toBe(false);
  });
});

describe('reading values back', () => {
  it('reads trade numbers', () => {
    expect(['1-3/4', '3/4', '2,500', '0.29', '1 1/2', 'abc'].map(parseTradeNumber)).toEqual([1.75, 0.75, 2500, 0.29, 1.5, Number.NaN]);
  });
  it('reads what display prints, for every property of every shipped template', () => {
    for (const template of PRODUCT_TEMPLATES) {
      for (const p of template.properties) {
        for (const typical of p.typical ?? []) {
          const value = p.type === 'range' ? parseDisplayValue(p, String(typical)) : typeof typical === 'number' && p.unit ? toCanonical(typical, p.display ?? p.unit) : typical;
          expect(value, `${template.id}.${p.id} ${String(typical)}`).not.toBeNull();
          const again = parseDisplayValue(p, displayValue(p, value!));
          if (typeof value === 'number') expect(again, `${template.id}.${p.id}`).toBeCloseTo(value, 6);
          else expect(again, `${template.id}.${p.id}`).toEqual(value);
        }
      }
    }
  });
  it('reads a record back out of prose written from it', () => {
    const values = { gauge: 16, core: 'honeycomb', stc: 38, 'u-factor': toCanonical(0.29, 'Uus'), standards: ['UL 10C'] };
    const prose = door.properties.filter((p) => p.id in values).map((p) => describeValue(p, values[p.id as keyof typeof values])).join(', ');
    const read = valuesFromProse(door, `Features ${prose}.`);
    expect(read).toMatchObject({ gauge: 16, core: 'honeycomb', stc: 38, standards: ['UL 10C'] });
    expect(read['u-factor']).toBeCloseTo(values['u-factor'], 2);
  });
});

describe('shipped templates', () => {
  it('are valid, one id each, with data-sheet rows for every typical value', () => {
    expect(new Set(PRODUCT_TEMPLATES.map((t) => t.id)).size).toBe(PRODUCT_TEMPLATES.length);
    for (const t of PRODUCT_TEMPLATES) expect(productTemplateSchema.safeParse(t).success, t.id).toBe(true);
    const rows = dataSheetRows(door, { stc: 42, standards: ['UL 10C', 'NFPA 80'] });
    expect(rows).toEqual([
      { group: 'performance', label: 'Sound transmission class (STC)', value: 'STC 42' },
      { group: 'standards', label: 'Standard', value: 'UL 10C' },
      { group: 'standards', label: 'Standard', value: 'NFPA 80' },
    ]);
  });
  it('refuses a template whose number has no unit or whose display unit measures something else', () => {
    const broken = { ...door, properties: [{ ...def('stc'), unit: undefined }, { ...def('thickness'), id: 'x', display: 'psf' as const }] };
    const r = productTemplateSchema.safeParse(broken);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(expect.arrayContaining(['stc: a number needs a unit', 'x: psf does not measure what m does']));
  });
});

describe('parseDisplayValue, as spreadsheet cells are typed', () => {
  const door = shippedTemplate('hollow-metal-doors')!;
  const def = (id: string) => door.properties.find((p) => p.id === id)!;

  it('reads feet and inches for a length, a bare number of a printed form in the display unit, and the canonical SI unit written out', () => {
    expect(parseDisplayValue(def('width'), `3'-0"`)).toBe(0.9144);
    expect(parseDisplayValue(def('width'), `3' 1-1/2"`)).toBe(toCanonical(37.5, 'in'));
    expect(parseDisplayValue(def('gauge'), '16')).toBe(16);
    expect(parseDisplayValue(def('stc'), '42')).toBe(42);
    expect(parseDisplayValue(def('fire-rating'), '5400 s')).toBe(5400);
    expect(parseDisplayValue(def('fire-rating'), '90')).toBe(5400);
    expect(parseDisplayValue(def('fire-rating'), `3'-0"`)).toBeNull();
    expect(parseDisplayValue(def('width'), 'three feet')).toBeNull();
  });
});
