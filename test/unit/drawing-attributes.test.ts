import { describe, expect, it } from 'vitest';
import { drawnRows, recordDimensions } from '../../src/domain/drawing-attributes';
import { shippedTemplate } from '../../src/domain/product-data/templates';

const door = shippedTemplate('hollow-metal-doors')!;
const frame = shippedTemplate('steel-frames')!;
const inch = 0.0254;

describe('drawnRows', () => {
  it("takes a record's ratings and sizes as its data sheet prints them, in template order", () => {
    const values = { 'fire-rating': 5400, stc: 45, gauge: 16, thickness: 1.75 * inch, width: 36 * inch, height: 84 * inch, core: 'polyurethane', standards: ['UL 10C'], warranty: 5 };
    expect(drawnRows({ template: door, values })).toEqual([
      { label: 'Fire rating', value: '90 min' },
      { label: 'Sound transmission class (STC)', value: 'STC 45' },
      { label: 'Face sheet gauge', value: '16-gauge' },
      { label: 'Thickness', value: '1-3/4 in' },
      { label: 'Width', value: '36 in' },
      { label: 'Height', value: '84 in' },
    ]);
  });

  it('states nothing for a record without ratings or sizes', () => {
    expect(drawnRows({ template: door, values: { core: 'honeycomb', standards: ['UL 10C'] } })).toEqual([]);
  });
});

describe('recordDimensions', () => {
  it("gives the record's lengths in inches, to the 64th, and null where it states none", () => {
    expect(recordDimensions({ values: { thickness: 1.75 * inch, width: 0.9144, height: 2.1336, 'lead-lining': 0.0625 * inch } })).toEqual({
      width: 36,
      height: 84,
      thickness: 1.75,
      jambDepth: null,
      leadLining: 0.0625,
    });
    expect(recordDimensions({ values: { 'jamb-depth': 5.75 * inch } }).jambDepth).toBe(5.75);
    expect(frame.properties.some((p) => p.id === 'jamb-depth')).toBe(true);
  });
});
