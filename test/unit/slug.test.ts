import { describe, it, expect } from 'vitest';
import { slugify, slugToTerms, termsToSlug } from '../../src/domain/slug';

describe('slugify', () => {
  it.each([
    ['Acme Roofing', 'acme-roofing'],
    ['  Acme   Roofing  ', 'acme-roofing'],
    ['Acme--Roofing', 'acme-roofing'],
    ['Acme - - Roofing', 'acme-roofing'],
    ['-Acme Roofing-', 'acme-roofing'],
    ['Smith & Sons', 'smith-and-sons'],
    ['Smith&Sons', 'smith-and-sons'],
    ["Owner's Manual!", 'owners-manual'],
    ['Café Crème', 'cafe-creme'],
    ['Ångström Façades', 'angstrom-facades'],
    ['1/2 in. Gypsum Board', '12-in-gypsum-board'],
    ['Doors (Steel), Inc.', 'doors-steel-inc'],
    ['a_b', 'ab'],
    ['Hello /* hidden */ World', 'hello-world'],
    ['Hello <!-- hidden --> World', 'hello-world'],
    ['Multi\nline\tname', 'multi-line-name'],
    ['ＡＢＣ １２３', 'abc-123'],
    ['東京 Tower', '東京-tower'],
    ['3M', '3m'],
    ['Hello/* hidden */World', 'hello-world'],
    ['Hello<!-- hidden -->World', 'hello-world'],
    ['a /* x */ b /* y */ c', 'a-b-c'],
    ['a <!-- x --> b <!-- y --> c', 'a-b-c'],
    ['Jalapen\u0303o\u0301', 'jalapeno'],
    ['x!!??y', 'xy'],
  ])('slugify(%j) = %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it.each(['', '   ', '---', '!!!', '/* only a comment */', '<!-- x -->'])('returns empty for %j', (input) => {
    expect(slugify(input)).toBe('');
  });

  it('handles very long input without regex blow-up', () => {
    const long = 'a - '.repeat(50_000);
    const slug = slugify(long);
    expect(slug.startsWith('a-a-a')).toBe(true);
    expect(slug.endsWith('a')).toBe(true);
  });

  it('is idempotent', () => {
    const once = slugify('Über Straße & Co. -- Ltd');
    expect(slugify(once)).toBe(once);
  });
});

describe('termsToSlug', () => {
  it('matches slugify', () => {
    expect(termsToSlug('Fire Rated Doors')).toBe('fire-rated-doors');
    expect(termsToSlug('R&D labs')).toBe('r-and-d-labs');
  });
});

describe('slugToTerms', () => {
  it.each([
    ['fire-rated-doors', 'fire rated doors'],
    ['fire--rated---doors', 'fire rated doors'],
    ['-leading-and-trailing-', 'leading and trailing'],
    ['caf%C3%A9-tables', 'café tables'],
    ['acoustic%20panels', 'acoustic panels'],
    ['100%-recycled', '100% recycled'],
    ['bad%E0%A4%A-seq', 'bad%E0%A4%A seq'],
    ['%zz-%', '%zz %'],
    ['mixed%20ok-%E0%A4', 'mixed ok %E0%A4'],
    ['caf%C3%A9-%', 'café %'],
    ['caf%c3%a9-%', 'café %'],
    ['a%20%20b-%', 'a b %'],
    ['', ''],
  ])('slugToTerms(%j) = %j', (input, expected) => {
    expect(slugToTerms(input)).toBe(expected);
  });

  it('does not throw on malformed escapes', () => {
    expect(() => slugToTerms('%')).not.toThrow();
    expect(() => slugToTerms('%E0%A4%A')).not.toThrow();
  });

  it('caps the result at 200 characters', () => {
    const result = slugToTerms('word-'.repeat(100));
    expect(result.length).toBeLessThanOrEqual(200);
    expect(result.startsWith('word word')).toBe(true);
    expect(result.endsWith(' ')).toBe(false);
    expect(slugToTerms('x'.repeat(500))).toBe('x'.repeat(200));
    expect(slugToTerms(`--${'x'.repeat(250)}`)).toBe('x'.repeat(200));
  });

  it('never splits a surrogate pair when truncating', () => {
    const result = slugToTerms('😀'.repeat(300));
    expect(Array.from(result)).toHaveLength(200);
    expect(result).toBe('😀'.repeat(200));
  });

  it('round-trips with termsToSlug for simple terms', () => {
    expect(slugToTerms(termsToSlug('Glazed Aluminum Curtain Walls'))).toBe('glazed aluminum curtain walls');
  });
});
