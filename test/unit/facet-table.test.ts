import { describe, expect, it } from 'vitest';
import { CHOICE_FACETS } from '../../src/domain/choice-facets';
import type { FacetFilters, FacetName } from '../../src/domain/facets';
import { FACET_NAMES, facetValues } from '../../src/domain/facets';
import type { FacetCountRow } from '../../src/services/facet-counts';
import { toFacetCounts } from '../../src/services/facet-counts';
import type { FacetRow } from '../../src/services/facet-table';
import { facetTableOf, idsOf, LIST_FACETS, rowsOfIds, rowsWithValue, selectRows, SINGLE_FACETS } from '../../src/services/facet-table';
import { countAndChoose, tallyValues } from '../../src/services/facet-tally';

/** A seeded generator (mulberry32): the same cases on every run. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(from: readonly T[]): T => from[Math.floor(next() * from.length)];
  const some = <T>(from: readonly T[], p: number): T[] => from.filter(() => next() < p);
  return { next, pick, some };
}

const CHOICES = CHOICE_FACETS.slice(0, 3);
const DOMAIN: Record<string, readonly string[]> = {
  manufacturer: ['1', '2', '3', '4', '5', '6'],
  division: ['05', '07', '08', '09'],
  section: ['05 12 00', '07 21 00', '08 11 13', '08 71 00', '09 21 16'],
  format: ['dwg', 'rvt', 'pdf'],
  updated: ['30d', '12m', 'older'],
  declaration: ['epd', 'hpd'],
  gwp: ['door-leaf.under-50', 'door-leaf.50-100'],
  'fire-rating': ['20', '45', '60'],
  stc: ['30', '35'],
  'r-value': ['5', '10'],
  'u-factor': ['0.20', '0.30'],
  ...Object.fromEntries(CHOICES.map((f) => [f.name, f.values.map((v) => v.slug).slice(0, 4)])),
};
/** Values no row has: a chosen one leaves nothing chosen. */
const ABSENT: Record<string, string> = { manufacturer: '99', section: '99 99 99', updated: 'never', [CHOICES[0].name]: 'no-such-value' };

function randomRows(rng: ReturnType<typeof random>, count: number): FacetRow[] {
  return Array.from({ length: count }, (_, i) => {
    const coid = rng.pick(DOMAIN.manufacturer);
    const single = (facet: string) => (rng.next() < 0.15 ? [] : [rng.pick(DOMAIN[facet])]);
    const values = Object.fromEntries([
      ['manufacturer', [coid]],
      ...SINGLE_FACETS.filter((f) => f !== 'manufacturer').map((f) => [f, single(f)]),
      ...LIST_FACETS.map((f) => [f, rng.some(DOMAIN[f], 0.4)]),
    ]) as FacetRow['values'];
    const choices = Object.fromEntries(CHOICES.flatMap((f) => (rng.next() < 0.5 ? [] : [[f.name, rng.some(DOMAIN[f.name], 0.5)]])));
    return { id: 1000 + i * 3, values, choices, company: `Maker ${coid}` };
  });
}

function randomFilters(rng: ReturnType<typeof random>): FacetFilters {
  const facets = rng.some(Object.keys(DOMAIN), 0.25);
  return Object.fromEntries(
    facets.map((facet) => {
      const values = rng.some(DOMAIN[facet], 0.4);
      if (ABSENT[facet] && rng.next() < 0.3) values.push(ABSENT[facet]);
      return [facet, values.length > 0 ? values : [rng.pick(DOMAIN[facet])]];
    }),
  );
}

/** The straightforward count: a row's value of a facet counts when the row holds every other facet's choice. */
function referenceCount(rows: readonly FacetRow[], filters: FacetFilters, facets: readonly FacetName[]) {
  const valuesAt = (row: FacetRow, facet: FacetName): readonly string[] => (row.values as Record<string, readonly string[]>)[facet] ?? row.choices[facet] ?? [];
  const chosen = FACET_NAMES.filter((facet) => facetValues(filters, facet).length > 0);
  const holds = (row: FacetRow, facet: FacetName) => valuesAt(row, facet).some((v) => facetValues(filters, facet).includes(v));
  const values: FacetCountRow[] = [];
  for (const facet of new Set(facets)) {
    const tally = new Map<string, number>();
    for (const row of rows) {
      if (!chosen.every((other) => other === facet || holds(row, other))) continue;
      for (const value of valuesAt(row, facet)) tally.set(value, (tally.get(value) ?? 0) + 1);
    }
    const labelOf = (value: string) => (facet === 'manufacturer' ? rows.find((row) => row.values.manufacturer[0] === value)!.company : null);
    values.push(...[...tally].map(([value, n]) => ({ facet, value, n, label: labelOf(value) })));
  }
  const ids = rows.filter((row) => chosen.every((facet) => holds(row, facet))).map((row) => row.id);
  return { values, ids };
}

const COUNTED: readonly FacetName[] = [...Object.keys(DOMAIN)];

describe('FacetTable: counting on codes as a straightforward count over the rows', () => {
  it('gives the same tallies (order and labels included), counts and chosen ids for many random filters', () => {
    const rng = random(20261127);
    const rows = randomRows(rng, 400);
    const table = facetTableOf(rows);
    let nothingChosen = 0;
    for (let i = 0; i < 300; i++) {
      const filters = randomFilters(rng);
      const facets = rng.some(COUNTED, 0.5);
      const expected = referenceCount(rows, filters, facets);
      expect(tallyValues(table, filters, facets)).toEqual(expected.values);
      const { counts, ids } = countAndChoose(table, filters, facets);
      expect(ids).toEqual(expected.ids);
      expect(counts).toEqual(toFacetCounts(expected.values, filters, facets));
      if (ids.length === 0) nothingChosen++;
    }
    // The cases include choices that keep no row, and choices that keep some.
    expect(nothingChosen).toBeGreaterThan(10);
    expect(nothingChosen).toBeLessThan(290);
  });

  it('counts a chosen value no row has as nothing chosen, and still counts that facet under the other choices', () => {
    const rows = randomRows(random(7), 200);
    const filters: FacetFilters = { manufacturer: [99], declaration: ['epd'] };
    const { counts, ids } = countAndChoose(facetTableOf(rows), filters, ['manufacturer', 'declaration']);
    expect(ids).toEqual([]);
    const epd = rows.filter((row) => row.values.declaration.includes('epd'));
    expect(counts.manufacturer?.find((v) => v.value === '99')).toEqual({ value: '99', label: 'Manufacturer 99', count: 0, selected: true });
    expect(counts.manufacturer?.reduce((n, v) => n + v.count, 0)).toBe(epd.length);
    // Every row misses the manufacturer: declarations are counted over no row.
    expect(counts.declaration?.map((v) => [v.value, v.count])).toEqual([['epd', 0]]);
  });

  it('counts a row that misses one chosen facet for that facet only', () => {
    const row = (id: number, coid: string, declaration: string[]): FacetRow => ({
      id,
      company: `Maker ${coid}`,
      values: { manufacturer: [coid], division: ['08'], section: [], format: [], updated: ['12m'], declaration, gwp: [], 'fire-rating': [], stc: [], 'r-value': [], 'u-factor': [] },
      choices: {},
    });
    const table = facetTableOf([row(1, '1', ['epd']), row(2, '2', ['epd']), row(3, '1', [])]);
    const tallies = tallyValues(table, { manufacturer: [1], declaration: ['epd'] }, ['manufacturer', 'declaration', 'updated']);
    expect(tallies).toEqual([
      { facet: 'manufacturer', value: '1', n: 1, label: 'Maker 1' },
      { facet: 'manufacturer', value: '2', n: 1, label: 'Maker 2' },
      { facet: 'declaration', value: 'epd', n: 1, label: null },
      { facet: 'updated', value: '12m', n: 1, label: null },
    ]);
  });

  it('selects rows by id in the order asked and by a value, counting them as a table built from those rows', () => {
    const rng = random(11);
    const rows = randomRows(rng, 300);
    const table = facetTableOf(rows);
    const wanted = rng.some(rows, 0.3).map((row) => row.id).reverse();
    const byIds = selectRows(table, rowsOfIds(table, [...wanted, 5]));
    expect(idsOf(byIds)).toEqual(wanted);
    const ofDivision = selectRows(table, rowsWithValue(table, 'division', '08'));
    const expectedRows = [wanted.map((id) => rows.find((row) => row.id === id)!), rows.filter((row) => row.values.division[0] === '08')];
    [byIds, ofDivision].forEach((selected, i) => {
      for (let n = 0; n < 40; n++) {
        const filters = randomFilters(rng);
        expect(countAndChoose(selected, filters, COUNTED)).toEqual(countAndChoose(facetTableOf(expectedRows[i]), filters, COUNTED));
      }
    });
    expect(rowsWithValue(table, 'division', '99')).toEqual([]);
  });
});
