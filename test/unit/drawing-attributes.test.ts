import { describe, expect, it } from 'vitest';
import { inchesFromText, drawingAttributes } from '../../src/domain/drawing-attributes';

describe('drawingAttributes', () => {
  it('reads thickness, ratings and gauge from specification phrases', () => {
    const { list, thicknessInches } = drawingAttributes('Features 1-3/4 inch thickness, STC 45 acoustic rating, U-factor 0.29, 90 minute fire rating and 16-gauge steel.');
    expect(thicknessInches).toBe(1.75);
    expect(list).toEqual([
      { name: 'Thickness', value: '1-3/4 in' },
      { name: 'STC', value: '45' },
      { name: 'UFactor', value: '0.29' },
      { name: 'FireRating', value: '90 min' },
      { name: 'Gauge', value: '16' },
    ]);
  });

  it('reads metric thickness, R-values and hour ratings', () => {
    const { list, thicknessInches } = drawingAttributes('60 mm thickness, R-value 12.9, 2 hour fire rating');
    expect(thicknessInches).toBeCloseTo(2.362, 3);
    expect(list.map((a) => a.name)).toEqual(['Thickness', 'RValue', 'FireRating']);
  });

  it('finds nothing in prose without figures', () => {
    expect(drawingAttributes('A handsome door for schools.')).toEqual({ list: [], thicknessInches: null });
  });

  it('converts inch fractions', () => {
    expect(inchesFromText('5/8')).toBe(0.625);
    expect(inchesFromText('2-1/4')).toBe(2.25);
    expect(inchesFromText('0.080')).toBe(0.08);
    expect(inchesFromText('about')).toBeNull();
  });
});
