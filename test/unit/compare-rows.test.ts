import { describe, expect, it } from 'vitest';
import { compareRows, gwpRow } from '../../src/domain/product-data/compare-rows';
import { shippedTemplate } from '../../src/domain/product-data/templates';

const HOUR = 3600;

describe('compareRows', () => {
  const masonry = shippedTemplate('concrete-masonry-units')!;
  const decking = shippedTemplate('steel-decking')!;
  const rows = compareRows([
    { template: masonry, values: { 'fire-rating': 2 * HOUR, width: 0.2032 } },
    { template: decking, values: { 'fire-rating': 2 * HOUR, gauge: 20 } },
  ]);
  const row = (id: string) => rows.find((r) => r.id === id)!;

  it('unites both templates’ properties, a shared id on one row', () => {
    expect(rows.map((r) => r.id)).toEqual([...new Set([...masonry.properties, ...decking.properties].map((p) => p.id))]);
    expect(row('fire-rating')).toMatchObject({ name: 'Fire rating', unit: 'min', cells: ['120 min', '120 min'], differs: false });
  });

  it('leaves a value a product does not state (or its template lacks) null, and marks the row as differing', () => {
    expect(row('gauge').cells[0]).toBeNull();
    expect(row('gauge').cells[1]).not.toBeNull();
    expect(row('gauge').differs).toBe(true);
    expect(row('nrc')).toMatchObject({ cells: [null, null], differs: false });
  });
});

describe('gwpRow', () => {
  it('compares GWP only between declarations of the same declared unit', () => {
    const same = gwpRow([
      { gwp: 12.5, declaredUnit: '1 m²' },
      { gwp: 9, declaredUnit: '1 m²' },
    ]);
    expect(same).toEqual({ cells: ['12.5 kg CO2e per 1 m²', '9 kg CO2e per 1 m²'], comparable: true, differs: true });
    const mixed = gwpRow([{ gwp: 12.5, declaredUnit: '1 m²' }, { gwp: 300, declaredUnit: '1 t' }, null]);
    expect(mixed.comparable).toBe(false);
    expect(mixed.differs).toBe(false);
    expect(mixed.cells[2]).toBeNull();
    expect(gwpRow([{ gwp: 1, declaredUnit: null }, { gwp: 2, declaredUnit: null }]).comparable).toBe(false);
  });
});
