import { describe, expect, it } from 'vitest';
import { containsAll, highlightSnippet, markWords, searchWords } from '../../src/domain/text-highlight';
import { compareSelection, parseCompareIds } from '../../src/domain/product-compare';

const marked = (segments: { text: string; mark: boolean }[]) => segments.filter((s) => s.mark).map((s) => s.text);
const joined = (segments: { text: string }[]) => segments.map((s) => s.text).join('');

describe('catalog search words and snippets', () => {
  it('reads the words of a query: lower case, punctuation trimmed, no repeats, at most 8', () => {
    expect(searchWords('  Fire-rated, "DOORS" fire ')).toEqual(['fire-rated', 'doors', 'fire']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords(' ... ')).toEqual([]);
  });

  it('matches only text that holds every word, in any case', () => {
    expect(containsAll('Hollow Metal Doors', ['metal', 'DOORS'.toLowerCase()])).toBe(true);
    expect(containsAll('Hollow Metal Doors', ['metal', 'glass'])).toBe(false);
    expect(containsAll('anything', [])).toBe(false);
  });

  it('marks every occurrence, the longer word first, keeping the original case', () => {
    const segments = markWords('Doors and door frames; DOOR hardware', ['door', 'doors']);
    expect(marked(segments)).toEqual(['Doors', 'door', 'DOOR']);
    expect(joined(segments)).toBe('Doors and door frames; DOOR hardware');
  });

  it('treats regular-expression characters in words as plain text', () => {
    expect(marked(markWords('Size (a+b) and a.b', ['(a+b)', 'a.b']))).toEqual(['(a+b)', 'a.b']);
  });

  it('cuts a window around the first match at spaces, with ellipses where text was left out', () => {
    const text = `${'lorem '.repeat(100)}the fire door ${'ipsum '.repeat(100)}`;
    const snippet = highlightSnippet(text, ['fire'], 120);
    expect(snippet[0]).toEqual({ text: '…', mark: false });
    expect(snippet[snippet.length - 1]).toEqual({ text: '…', mark: false });
    expect(marked(snippet)).toEqual(['fire']);
    const body = joined(snippet.slice(1, -1));
    expect(body.length).toBeLessThanOrEqual(120);
    // Whole words at both ends.
    expect(body).toMatch(/^lorem .*fire door.* ipsum$/);
  });

  it('starts at the beginning when the match is near it, and shows the opening words without a match', () => {
    expect(highlightSnippet('Fire doors in stock', ['fire'])[0]).toEqual({ text: 'Fire', mark: true });
    expect(joined(highlightSnippet('Short text', ['zzz']))).toBe('Short text');
  });
});

describe('compare ids', () => {
  it('reads the form: repeated ids or a comma list, duplicates dropped, 2 to 4', () => {
    expect(compareSelection(['12', '7'])).toEqual({ ok: true, ids: [12, 7] });
    expect(compareSelection('12,7,12')).toEqual({ ok: true, ids: [12, 7] });
    expect(compareSelection(['1', '2', '3', '4'])).toEqual({ ok: true, ids: [1, 2, 3, 4] });
    expect(compareSelection(['1', '2', '3', '4', '5'])).toEqual({ ok: false, reason: 'too-many' });
    expect(compareSelection('5')).toEqual({ ok: false, reason: 'too-few' });
    expect(compareSelection(undefined)).toEqual({ ok: false, reason: 'too-few' });
    expect(compareSelection(['1', 'x'])).toEqual({ ok: false, reason: 'invalid' });
    expect(compareSelection(['1', '02'])).toEqual({ ok: false, reason: 'invalid' });
    expect(compareSelection({ a: 1 })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('reads the path segment strictly: 2 to 4 distinct plain numbers', () => {
    expect(parseCompareIds('3,1,2')).toEqual([3, 1, 2]);
    for (const bad of ['3', '1,2,3,4,5', '1,1', '1,,2', '01,2', '1,2,', '1;2', '-1,2', '1,99999999999']) expect(parseCompareIds(bad), bad).toBeNull();
  });
});
