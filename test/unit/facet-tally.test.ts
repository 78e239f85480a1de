import { describe, expect, it } from 'vitest';
import type { FacetRow } from '../../src/services/facet-table';
import { facetTableOf } from '../../src/services/facet-table';
import { countAndChoose, tallyValues } from '../../src/services/facet-tally';

let nextId = 1;
const row = (coid: number, section: string, updated: string[], declaration: string[] = []): FacetRow => ({
  id: nextId++,
  company: `Company ${coid}`,
  values: {
    manufacturer: [String(coid)],
    division: [section.slice(0, 2)],
    section: [section],
    format: [],
    updated,
    declaration,
    gwp: [],
    'fire-rating': [],
    stc: [],
    'r-value': [],
    'u-factor': [],
  },
  choices: {},
});

const ROW_LIST = [
  row(1, '08 11 13', ['12m']),
  row(1, '08 71 00', ['older'], ['epd']),
  row(2, '08 11 13', ['30d', '12m'], ['epd', 'hpd']),
  row(3, '09 21 16', ['older']),
];
const ROWS = facetTableOf(ROW_LIST);

const byFacet = (tallies: ReturnType<typeof tallyValues>) => {
  const out: Record<string, Record<string, number>> = {};
  for (const { facet, value, n } of tallies) (out[facet] ??= {})[value] = n;
  return out;
};

describe('tallyValues: counts in memory as the counting statement does', () => {
  it('counts every value with no choice, a row once per value it has', () => {
    expect(byFacet(tallyValues(ROWS, {}, ['manufacturer', 'updated', 'declaration']))).toEqual({
      manufacturer: { 1: 2, 2: 1, 3: 1 },
      updated: { '12m': 2, older: 2, '30d': 1 },
      declaration: { epd: 2, hpd: 1 },
    });
  });

  it("counts a facet under the other facets' choices only, so a chosen facet's alternatives keep their counts", () => {
    const tallies = byFacet(tallyValues(ROWS, { manufacturer: [1], declaration: ['epd'] }, ['manufacturer', 'section', 'declaration']));
    // Manufacturers under "current EPD": 1 and 2 have one each; 3 has none.
    expect(tallies.manufacturer).toEqual({ 1: 1, 2: 1 });
    // Sections under both choices: only manufacturer 1's EPD row.
    expect(tallies.section).toEqual({ '08 71 00': 1 });
    // Declarations under manufacturer 1 alone.
    expect(tallies.declaration).toEqual({ epd: 1 });
  });

  it('takes values of one facet as alternatives and labels manufacturers by name', () => {
    const tallies = tallyValues(ROWS, { section: ['08 11 13', '09 21 16'] }, ['manufacturer']);
    expect(tallies).toEqual([
      { facet: 'manufacturer', value: '1', n: 1, label: 'Company 1' },
      { facet: 'manufacturer', value: '2', n: 1, label: 'Company 2' },
      { facet: 'manufacturer', value: '3', n: 1, label: 'Company 3' },
    ]);
  });

  it('chooses the rows holding a chosen value of every facet, in their order, in the same pass as the counts', () => {
    const chosen = (filters: Parameters<typeof countAndChoose>[1]) => countAndChoose(ROWS, filters, ['manufacturer']).ids;
    expect(chosen({})).toEqual(ROW_LIST.map((r) => r.id));
    expect(chosen({ section: ['08 11 13', '09 21 16'] })).toEqual([ROW_LIST[0].id, ROW_LIST[2].id, ROW_LIST[3].id]);
    expect(chosen({ section: ['08 11 13'], declaration: ['epd'] })).toEqual([ROW_LIST[2].id]);
    expect(chosen({ manufacturer: [3], declaration: ['epd'] })).toEqual([]);
    // The counts of that pass are the tally's.
    expect(countAndChoose(ROWS, { declaration: ['epd'] }, ['manufacturer']).counts.manufacturer?.map((v) => [v.value, v.count])).toEqual([['1', 1], ['2', 1]]);
  });
});
