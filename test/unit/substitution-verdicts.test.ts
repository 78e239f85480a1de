import { describe, expect, it } from 'vitest';
import { PROPERTY_BETTER } from '../../src/domain/product-data/better';
import { PRODUCT_TEMPLATES, shippedTemplate } from '../../src/domain/product-data/templates';
import type { PropertyValues } from '../../src/domain/product-data/values';
import type { ReviewedProduct } from '../../src/domain/project/substitution';
import { substitutionRows, verdictCounts } from '../../src/domain/project/substitution';

const doors = shippedTemplate('hollow-metal-doors')!;
const frames = shippedTemplate('steel-frames')!;

const product = (values: PropertyValues, extra: Partial<ReviewedProduct> = {}, template = doors): ReviewedProduct => ({
  record: { template, values },
  certifications: [],
  gwp: null,
  ...extra,
});

const verdicts = (basis: ReviewedProduct, substitute: ReviewedProduct) =>
  Object.fromEntries(substitutionRows(basis, substitute).map((r) => [r.key, r.verdict]));

describe('substitution verdicts', () => {
  it('judges higher-is-better and lower-is-better properties in their direction', () => {
    const basis = product({ 'fire-rating': 5400, stc: 38, 'u-factor': 0.3, warranty: 5 });
    expect(verdicts(basis, product({ 'fire-rating': 3600, stc: 42, 'u-factor': 0.35, warranty: 5 }))).toEqual({
      'fire-rating': 'below',
      stc: 'meets',
      'u-factor': 'below',
      warranty: 'meets',
    });
    expect(verdicts(basis, product({ 'fire-rating': 10800, stc: 33, 'u-factor': 0.24, warranty: 1 }))).toEqual({
      'fire-rating': 'meets',
      stc: 'below',
      'u-factor': 'meets',
      warranty: 'below',
    });
  });

  it('says missing when the substitute does not state what the basis states, and meets when the basis states nothing', () => {
    const rows = substitutionRows(product({ stc: 38 }), product({ warranty: 10 }));
    expect(rows.map((r) => [r.key, r.verdict, r.basis, r.substitute])).toEqual([
      ['stc', 'missing', 'STC 38', null],
      ['warranty', 'meets', null, '10 years'],
    ]);
  });

  it('calls a different choice without a better direction different, and the same choice meets', () => {
    expect(verdicts(product({ core: 'polyurethane', gauge: 16 }), product({ core: 'honeycomb', gauge: 18 }))).toEqual({ core: 'different', gauge: 'different' });
    expect(verdicts(product({ core: 'polyurethane' }), product({ core: 'polyurethane' }))).toEqual({ core: 'meets' });
  });

  it('needs every standard the basis is tested to', () => {
    const basis = product({ standards: ['UL 10C', 'NFPA 80'] });
    expect(verdicts(basis, product({ standards: ['NFPA 80', 'UL 10C', 'ASTM A1008'] }))).toEqual({ standards: 'meets' });
    expect(verdicts(basis, product({ standards: ['NFPA 80'] }))).toEqual({ standards: 'below' });
  });

  it('compares across families on the properties they share, and the basis’s others are missing', () => {
    const rows = substitutionRows(product({ 'fire-rating': 5400, stc: 38 }), product({ 'fire-rating': 5400, 'jamb-depth': 0.17 }, {}, frames));
    expect(Object.fromEntries(rows.map((r) => [r.key, r.verdict]))).toEqual({ 'fire-rating': 'meets', stc: 'missing', 'jamb-depth': 'meets' });
  });

  it('compares GWP only per the same declared unit, lower being better', () => {
    const epd = (gwp: number, declaredUnit: string) => ({ gwp: { gwp, declaredUnit } });
    expect(verdicts(product({}, epd(50, '1 m2')), product({}, epd(40, '1 m2')))).toEqual({ gwp: 'meets' });
    expect(verdicts(product({}, epd(50, '1 m2')), product({}, epd(60, '1 m2')))).toEqual({ gwp: 'below' });
    expect(verdicts(product({}, epd(50, '1 m2')), product({}, epd(10, '1 kg')))).toEqual({ gwp: 'different' });
    expect(verdicts(product({}, epd(50, '1 m2')), product({}))).toEqual({ gwp: 'missing' });
  });

  it('marks certifications the substitute lacks as missing', () => {
    const basis = product({}, { certifications: [{ contentType: 'certificate', title: 'UL 10C listing' }, { contentType: 'hpd', title: 'HPD v2.3' }] });
    const substitute = product({}, { certifications: [{ contentType: 'certificate', title: 'WH listing' }] });
    const rows = substitutionRows(basis, substitute);
    expect(rows.map((r) => [r.key, r.verdict, r.substitute])).toEqual([
      ['certification:certificate', 'meets', 'WH listing'],
      ['certification:hpd', 'missing', null],
    ]);
    expect(verdictCounts(rows)).toEqual({ meets: 1, below: 0, missing: 1, different: 0 });
  });

  it('names a direction only for properties some template defines', () => {
    const defined = new Set(PRODUCT_TEMPLATES.flatMap((t) => t.properties.map((p) => p.id)));
    expect(Object.keys(PROPERTY_BETTER).filter((id) => !defined.has(id))).toEqual([]);
  });
});
