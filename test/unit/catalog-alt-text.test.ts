import { describe, expect, it } from 'vitest';
import { catalogPageAltText } from '../../src/domain/catalog-alt-text';

describe('catalogPageAltText', () => {
  it('keeps short text as is', () => {
    expect(catalogPageAltText('Steel doors')).toBe('Steel doors');
  });

  it('collapses whitespace and trims', () => {
    expect(catalogPageAltText('  Steel\n\n doors\tand   frames  ')).toBe('Steel doors and frames');
  });

  it('cuts to the first 80 characters', () => {
    const text = 'x'.repeat(100);
    expect(catalogPageAltText(text)).toBe('x'.repeat(80));
    const words = 'abcdefghi '.repeat(20);
    const alt = catalogPageAltText(words);
    expect(alt).toBe('abcdefghi '.repeat(8).trimEnd());
    expect(alt.length).toBe(79);
  });

  it('counts characters after collapsing whitespace', () => {
    expect(catalogPageAltText(`${' '.repeat(200)}${'y'.repeat(90)}`)).toBe('y'.repeat(80));
  });

  it('handles empty and astral text', () => {
    expect(catalogPageAltText('')).toBe('');
    expect(catalogPageAltText('   ')).toBe('');
    expect(catalogPageAltText('🏠'.repeat(100))).toBe('🏠'.repeat(80));
  });
});
