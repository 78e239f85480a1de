import { describe, expect, it } from 'vitest';
import { SECTIONS } from '../../src/domain/csi';
import { expandQuery } from '../../src/domain/search-expansion';
import { THESAURUS } from '../../src/domain/search-thesaurus';

const KNOWN_SECTIONS = new Set(SECTIONS.map((s) => s.section));

describe('the search thesaurus (data)', () => {
  it('has at least 40 entries, each with words and sections', () => {
    expect(THESAURUS.length).toBeGreaterThanOrEqual(40);
    for (const entry of THESAURUS) {
      expect(entry.words.length, entry.words[0]).toBeGreaterThan(0);
      expect(entry.sections.length, entry.words[0]).toBeGreaterThan(0);
    }
  });

  it('names only sections of our MasterFormat data', () => {
    const unknown = THESAURUS.flatMap((e) => e.sections.filter((s) => !KNOWN_SECTIONS.has(s)).map((s) => `${e.words[0]}: ${s}`));
    expect(unknown).toEqual([]);
  });

  it('writes every word in lower case, trimmed, and lists a word under one entry only', () => {
    const seen = new Map<string, string>();
    for (const entry of THESAURUS) {
      for (const word of entry.words) {
        expect(word).toBe(word.toLowerCase().trim());
        expect(seen.get(word), `"${word}" is under "${seen.get(word)}" and "${entry.words[0]}"`).toBeUndefined();
        seen.set(word, entry.words[0]);
      }
    }
  });

  it.each([
    ['drywall', '09 29 00'],
    ['gwb', '09 29 00'],
    ['cmu', '04 22 00'],
    ['act', '09 51 13'],
    ['vct', '09 65 19'],
    ['eifs', '07 24 00'],
    ['rtu', '23 74 00'],
    ['storefront', '08 41 13'],
    ['pavers', '32 14 13'],
  ])('knows the trade word %s (section %s)', (word, section) => {
    expect(expandQuery(word).entries.flatMap((e) => e.sections)).toContain(section);
  });
});

describe('expandQuery', () => {
  it('replaces a thesaurus word by its synonyms and its sections\' titles, keeping the other words', () => {
    const expanded = expandQuery('GWB type x');
    expect(expanded.text).toBe('type x');
    expect(expanded.alternatives).toHaveLength(1);
    expect(expanded.alternatives[0]).toEqual(expect.arrayContaining(['drywall', 'gypsum board', 'gwb', 'Gypsum Board', 'Gypsum Board Assemblies']));
  });

  it('takes the longest phrase and treats plurals as the word', () => {
    const expanded = expandQuery('fire rated hollow metal doors');
    expect(expanded.text).toBe('fire rated');
    expect(expanded.entries).toHaveLength(1);
    expect(expanded.entries[0].sections).toEqual(['08 11 13']);
    expect(expandQuery('concrete pavers').entries[0].sections).toContain('32 14 13');
  });

  it('leaves words it does not know, and search syntax the user wrote, as typed', () => {
    expect(expandQuery('terrazzo flooring')).toEqual({ text: 'terrazzo flooring', alternatives: [], entries: [] });
    expect(expandQuery('"gypsum board" -mold').alternatives).toEqual([]);
    expect(expandQuery('drywall or plaster').alternatives).toEqual([]);
  });
});
