import { describe, expect, it } from 'vitest';
import { productVocabulary, vocabularyQuery } from '../../src/domain/product-vocabulary';

describe('productVocabulary', () => {
  const headings = ['Wheelchair Lifts', 'Hydraulic Elevators'];
  const names = [
    ...headings,
    'Model 710 Select Vertical Platform Lift',
    'Model 330 Select Vertical Platform Lift',
    'Series 900 Commercial Inclined Platform Lift',
    'Keystone Hydraulic Elevator 2000',
  ];

  it('ranks descriptive words by frequency, folding plurals, without model words or numbers', () => {
    const words = productVocabulary({ names, headings, companyName: 'Keystone Elevator Company', tradenames: [] });
    expect(words).toEqual(['lift', 'platform', 'hydraulic', 'elevator', 'vertical', 'wheelchair']);
  });

  it("drops the company's name words unless a heading uses them, and tradename words", () => {
    const words = productVocabulary({ names, headings: ['Wheelchair Lifts'], companyName: 'Keystone Elevator Company', tradenames: ['Tarnowall 710®'] }, 10);
    expect(words).not.toContain('keystone');
    expect(words).not.toContain('elevator');
    expect(words).not.toContain('elevators');
    expect(productVocabulary({ names: ['Tarnowall 710 Lift', 'Tarnowall 330 Lift', 'Ramp'], headings: [], companyName: 'X', tradenames: ['Tarnowall 710®'] }, 2)).toEqual(['lift', 'ramp']);
  });

  it('has no words for no names', () => {
    expect(productVocabulary({ names: [], headings: [], companyName: 'Acme', tradenames: [] })).toEqual([]);
    expect(vocabularyQuery([])).toBe('');
  });

  it('joins words with "or" for websearch_to_tsquery', () => {
    expect(vocabularyQuery(['lift', 'platform'])).toBe('lift or platform');
  });
});
