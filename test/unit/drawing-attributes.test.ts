import { describe, expect, it } from 'vitest';
import { drawingAttributes, inchesFromText } from '../../src/domain/drawing-attributes';
import { productAttributes } from '../../src/domain/product-attributes';

describe('drawingAttributes', () => {
  it('takes ratings and sizes from the data-sheet rows, labels and values word for word', () => {
    const rows = productAttributes({
      specs: ['1-3/4 inch thickness', 'STC 45 acoustic rating', 'U-factor 0.29', '90 minute fire rating', '16-gauge cold-rolled steel', 'polyurethane core'],
      standards: ['UL 10C'],
      warrantyYears: 5,
    });
    const { list, thicknessInches } = drawingAttributes(rows);
    expect(thicknessInches).toBe(1.75);
    expect(list).toEqual([
      { name: 'STC', label: 'Sound transmission class (STC)', value: '45' },
      { name: 'UFactor', label: 'U-factor', value: '0.29' },
      { name: 'FireRating', label: 'Fire rating', value: '90 minutes' },
      { name: 'Thickness', label: 'Thickness', value: '1-3/4 inch' },
      { name: 'Gauge', label: 'Gauge', value: '16-gauge cold-rolled steel' },
    ]);
  });

  it('reads metric thickness, names other labels in PascalCase and joins a repeated label', () => {
    const { list, thicknessInches } = drawingAttributes([
      { group: 'dimensions', label: 'Thickness', value: '60 mm' },
      { group: 'performance', label: 'Design pressure', value: '40 psf' },
      { group: 'performance', label: 'Design pressure', value: '60 psf' },
      { group: 'construction', label: 'Finish', value: 'Anodized' },
    ]);
    expect(thicknessInches).toBeCloseTo(2.362, 3);
    expect(list).toEqual([
      { name: 'Thickness', label: 'Thickness', value: '60 mm' },
      { name: 'DesignPressure', label: 'Design pressure', value: '40 psf; 60 psf' },
    ]);
  });

  it('states nothing for a product without ratings or sizes', () => {
    expect(drawingAttributes([{ group: 'standards', label: 'Standard', value: 'UL 10C' }])).toEqual({ list: [], thicknessInches: null });
  });

  it('converts inch fractions', () => {
    expect(inchesFromText('5/8')).toBe(0.625);
    expect(inchesFromText('2-1/4')).toBe(2.25);
    expect(inchesFromText('0.080')).toBe(0.08);
    expect(inchesFromText('about')).toBeNull();
  });
});
