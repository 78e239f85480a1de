import type { FacetCounts, FacetFilters, FacetName } from '../domain/facets';
import { FACET_NAMES, facetValues } from '../domain/facets';
import type { FacetCountRow } from './facet-counts';
import { toFacetCounts } from './facet-counts';
import type { FacetColumn, FacetTable } from './facet-table';
import { codeOf, columnOf } from './facet-table';

/**
 * Facet counts and choices over a FacetTable, on codes: per chosen facet a mask of its chosen codes, per counted
 * facet a tally by code, value strings and names looked up only for the tallies returned. The rules are
 * countFacets' (src/services/facet-counts.ts): a facet's values counted under every other facet's choices.
 */

/** A chosen facet: its column and which of its codes are chosen (none when no row has a chosen value). */
interface Chosen {
  facet: FacetName;
  column: FacetColumn;
  mask: Uint8Array;
}

/** A counted facet: its column, the codes that are its own (a choice facet shares its column), tallies by code. */
interface Counted {
  facet: FacetName;
  column: FacetColumn;
  own: Uint8Array | null;
  tally: Int32Array;
  /** Codes in the order first counted: the order the tallies are returned in. */
  order: number[];
  /** Its index among the chosen facets, or -1. */
  chosen: number;
}

function chosenOf(table: FacetTable, filters: FacetFilters): Chosen[] {
  return FACET_NAMES.flatMap((facet) => {
    const values = facetValues(filters, facet);
    if (values.length === 0) return [];
    const column = columnOf(table, facet);
    const mask = new Uint8Array(column.values.length);
    for (const value of values) {
      const code = codeOf(table, facet, value);
      if (code !== undefined) mask[code] = 1;
    }
    return [{ facet, column, mask }];
  });
}

function countedOf(table: FacetTable, facets: readonly FacetName[], chosen: readonly Chosen[]): Counted[] {
  return [...new Set(facets)].map((facet) => {
    const column = columnOf(table, facet);
    const facetOf = column.kind === 'list' ? column.facetOf : undefined;
    const own = facetOf && facetOf.length > 0 ? Uint8Array.from(facetOf, (f) => (f === facet ? 1 : 0)) : null;
    return { facet, column, own, tally: new Int32Array(column.values.length), order: [], chosen: chosen.findIndex((c) => c.facet === facet) };
  });
}

function holds(column: FacetColumn, mask: Uint8Array, row: number): boolean {
  if (column.kind === 'single') return mask[column.rows[row]] === 1;
  for (let i = column.offsets[row], end = column.offsets[row + 1]; i < end; i++) if (mask[column.list[i]] === 1) return true;
  return false;
}

function add(counted: Counted, row: number) {
  const { column, own, tally, order } = counted;
  if (column.kind === 'single') {
    const code = column.rows[row];
    if (code !== 0 && tally[code]++ === 0) order.push(code);
    return;
  }
  for (let i = column.offsets[row], end = column.offsets[row + 1]; i < end; i++) {
    const code = column.list[i];
    if ((own === null || own[code] === 1) && tally[code]++ === 0) order.push(code);
  }
}

/**
 * One pass over the rows: each of `facets`' values counted under the other facets' choices, and the ids of the rows
 * that hold every choice (in the table's order).
 */
function scan(table: FacetTable, filters: FacetFilters, facets: readonly FacetName[]): { values: FacetCountRow[]; ids: number[] } {
  const chosen = chosenOf(table, filters);
  const counted = countedOf(table, facets, chosen);
  const ids: number[] = [];
  const rows = table.rows;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    // The one chosen facet the row misses, if only one: then only that facet's values count it.
    let missed = -1;
    let misses = 0;
    for (let c = 0; c < chosen.length; c++) {
      if (!holds(chosen[c].column, chosen[c].mask, row)) {
        missed = c;
        if (++misses > 1) break;
      }
    }
    if (misses > 1) continue;
    if (misses === 0) ids.push(table.ids[row]);
    for (const facet of counted) if (missed === -1 || facet.chosen === missed) add(facet, row);
  }
  const values = counted.flatMap(({ facet, column, tally, order }) =>
    order.map((code) => ({ facet, value: column.values[code], n: tally[code], label: facet === 'manufacturer' ? table.companies[code] : null })),
  );
  return { values, ids };
}

/** Each of `facets`' values counted over the rows that hold every other facet's choice (as countFacets counts), every value. */
export function tallyValues(table: FacetTable, filters: FacetFilters, facets: readonly FacetName[]): FacetCountRow[] {
  return scan(table, filters, facets).values;
}

/** The tallies as a panel shows them, and the ids of the rows every choice keeps (one pass). */
export function countAndChoose(table: FacetTable, filters: FacetFilters, facets: readonly FacetName[]): { counts: FacetCounts; ids: number[] } {
  const { values, ids } = scan(table, filters, facets);
  return { counts: toFacetCounts(values, filters, facets), ids };
}

/** The tallies as a panel shows them (src/services/facet-counts.ts toFacetCounts). */
export function tallyFacets(table: FacetTable, filters: FacetFilters, facets: readonly FacetName[]): FacetCounts {
  return toFacetCounts(tallyValues(table, filters, facets), filters, facets);
}
