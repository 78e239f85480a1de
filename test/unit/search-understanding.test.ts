import { describe, expect, it } from 'vitest';
import { toCanonical } from '../../src/domain/product-data/units';
import { understandQuery } from '../../src/domain/search-understanding';

describe('query understanding (issue 23)', () => {
  it.each([
    ['roof insulation R-30', 'roof insulation', { property: 'r-value', relation: 'at-least', value: toCanonical(30, 'Rus') }],
    ['r30 roof insulation', 'roof insulation', { property: 'r-value', relation: 'at-least', value: toCanonical(30, 'Rus') }],
    ['STC 45 wall', 'wall', { property: 'stc', relation: 'at-least', value: 45 }],
    ['fire door 60 min', 'fire door', { property: 'fire-rating', relation: 'at-least', value: 3600 }],
    ['1 hour door', 'door', { property: 'fire-rating', relation: 'at-least', value: 3600 }],
    ['1-hr door', 'door', { property: 'fire-rating', relation: 'at-least', value: 3600 }],
    ['two hour shaft wall', 'shaft wall', { property: 'fire-rating', relation: 'at-least', value: 7200 }],
    ['U 0.29 window', 'window', { property: 'u-factor', relation: 'at-most', value: toCanonical(0.29, 'Uus') }],
    ['u-factor .30 storefront', 'storefront', { property: 'u-factor', relation: 'at-most', value: toCanonical(0.3, 'Uus') }],
    ['3/4 inch plywood', 'plywood', { property: 'thickness', relation: 'about', value: toCanonical(0.75, 'in') }],
    ['1-3/4 in door', 'door', { property: 'thickness', relation: 'about', value: toCanonical(1.75, 'in') }],
  ])('reads “%s” as the words “%s” and a wish on the record', (terms, text, wish) => {
    expect(understandQuery(terms)).toEqual({ text, sections: [], wishes: [wish] });
  });

  it.each([
    ['081113', ['08 11 13']],
    ['08 11 13', ['08 11 13']],
    ['08-11-13', ['08 11 13']],
    ['08.11.13', ['08 11 13']],
    ['08110', ['08 11 13', '08 12 00']],
    ['07240', ['07 24 00']],
  ])('reads “%s” as the sections %j', (terms, sections) => {
    expect(understandQuery(terms)).toEqual({ text: '', sections, wishes: [] });
  });

  it.each(['type x gypsum board', 'series 4400', 'door 99 99 99', 'r2d2 robot', 'room 12345'])('leaves “%s” as words', (terms) => {
    expect(understandQuery(terms)).toEqual({ text: terms, sections: [], wishes: [] });
  });

  it('keeps the words around a rating and a section together', () => {
    expect(understandQuery('hollow metal door 08 11 13 STC 40')).toEqual({
      text: 'hollow metal door',
      sections: ['08 11 13'],
      wishes: [{ property: 'stc', relation: 'at-least', value: 40 }],
    });
  });
});
