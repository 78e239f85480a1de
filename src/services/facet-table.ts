import type { FacetName } from '../domain/facets';
import type { PropertyFacet } from '../domain/property-facets';
import { PROPERTY_FACETS } from '../domain/property-facets';

/**
 * A listing's facet values as integer-coded columns (issue 25): a type's rows number some 140,000 at 100k products,
 * and an object per row cost tens of MB and a string Set lookup per chosen facet per row. Each facet has a dictionary
 * (value ↔ small integer code) and per row either one code or a list of codes; a subset of the rows (a type's
 * products, a search window in rank order) is a list of row indexes sharing the columns. Counting works on the codes
 * (src/services/facet-tally.ts) and looks value strings up only for the tallies it returns.
 */

export const SINGLE_FACETS = ['manufacturer', 'division', 'section', 'format'] as const;
export const LIST_FACETS = ['updated', 'declaration', 'gwp', ...PROPERTY_FACETS] as const;
type SingleFacet = (typeof SINGLE_FACETS)[number];
type ListFacet = (typeof LIST_FACETS)[number];

/** The values of the fixed facets (a manufacturer's number as text). */
type FixedValues = Readonly<Record<SingleFacet | ListFacet, readonly string[]>>;

/** One item as read (its content item id, its values per facet, its manufacturer's name): what a table is built from. */
export interface FacetRow {
  id: number;
  values: FixedValues;
  choices: Readonly<Record<string, readonly string[]>>;
  company: string;
}

/** A facet's values and their codes: `values[code]`, `codes.get(value)`. */
interface Dictionary {
  readonly values: readonly string[];
  readonly codes: ReadonlyMap<string, number>;
}

/** One code per row; 0 is "no value" (never in `codes`), so a row's code indexes masks and tallies without a test. */
interface SingleColumn extends Dictionary {
  readonly kind: 'single';
  readonly rows: Uint32Array;
}

/** A list of codes per row: row r's codes are `list[offsets[r]]` up to `list[offsets[r + 1]]`. */
interface ListColumn extends Dictionary {
  readonly kind: 'list';
  readonly offsets: Uint32Array;
  readonly list: Uint16Array;
  /** The facet each code belongs to: the record's choice facets share one column. */
  readonly facetOf?: readonly string[];
}

export type FacetColumn = SingleColumn | ListColumn;

export interface FacetTable {
  /** The rows the table holds, in its order: indexes into the columns, which a table and its subsets share. */
  readonly rows: Uint32Array;
  /** The content item id of each row of the columns. */
  readonly ids: Int32Array;
  readonly single: Readonly<Record<SingleFacet, SingleColumn>>;
  readonly lists: Readonly<Record<ListFacet, ListColumn>>;
  /** Every choice facet's values, a code standing for a (facet, value) pair. */
  readonly choices: ListColumn & { readonly facetOf: readonly string[] };
  /** The manufacturer's name by manufacturer code. */
  readonly companies: readonly string[];
}

const isSingle = (facet: FacetName): facet is SingleFacet => (SINGLE_FACETS as readonly string[]).includes(facet);
const isList = (facet: FacetName): facet is ListFacet => (LIST_FACETS as readonly string[]).includes(facet);

/** The column holding a facet's values (a choice facet's among the other choices'). */
export function columnOf(table: FacetTable, facet: FacetName): FacetColumn {
  if (isSingle(facet)) return table.single[facet];
  if (isList(facet)) return table.lists[facet];
  return table.choices;
}

/** The code of `value` of `facet` in its column, or undefined when no row has it. */
export function codeOf(table: FacetTable, facet: FacetName, value: string): number | undefined {
  const column = columnOf(table, facet);
  return column === table.choices ? column.codes.get(choiceKey(facet, value)) : column.codes.get(value);
}

/** One value per facet. */
const perFacet = <K extends string, V>(facets: readonly K[], make: (facet: K) => V): Record<K, V> =>
  Object.fromEntries(facets.map((facet) => [facet, make(facet)])) as Record<K, V>;

const choiceKey = (facet: string, value: string) => `${facet}\u0000${value}`;

class DictionaryBuilder {
  readonly values: string[];
  readonly codes = new Map<string, number>();
  readonly facetOf: string[] = [];
  constructor(first: string[] = []) {
    this.values = first;
  }
  code(key: string, value: string = key, facet?: string): number {
    const known = this.codes.get(key);
    if (known !== undefined) return known;
    const code = this.values.length;
    this.codes.set(key, code);
    this.values.push(value);
    if (facet !== undefined) this.facetOf.push(facet);
    return code;
  }
}

class ListBuilder {
  readonly dictionary = new DictionaryBuilder();
  readonly offsets: number[] = [0];
  readonly list: number[] = [];
  add(codes: Iterable<number>) {
    for (const code of codes) this.list.push(code);
    this.offsets.push(this.list.length);
  }
  finish(): ListColumn & { facetOf: readonly string[] } {
    // Codes are Uint16: list facets' values are the domain's fixed bands, thresholds and choices, a few hundred.
    if (this.dictionary.values.length > 0xffff) throw new RangeError(`a list facet has ${this.dictionary.values.length} values`);
    const { values, codes, facetOf } = this.dictionary;
    return { kind: 'list', values, codes, facetOf, offsets: Uint32Array.from(this.offsets), list: Uint16Array.from(this.list) };
  }
}

/** Builds a table from rows added one at a time (a read adds each chunk's rows and drops them). */
export function facetTableBuilder(): { add: (row: FacetRow) => void; finish: () => FacetTable } {
  const ids: number[] = [];
  const single = perFacet(SINGLE_FACETS, () => ({ dictionary: new DictionaryBuilder(['']), rows: [] as number[] }));
  const lists = perFacet(LIST_FACETS, () => new ListBuilder());
  const choices = new ListBuilder();
  const companies: string[] = [''];
  return {
    add(row) {
      ids.push(row.id);
      for (const facet of SINGLE_FACETS) {
        const value = row.values[facet][0];
        const column = single[facet];
        const code = value === undefined ? 0 : column.dictionary.code(value);
        column.rows.push(code);
        if (facet === 'manufacturer' && code === companies.length) companies.push(row.company);
      }
      for (const facet of LIST_FACETS) lists[facet].add(row.values[facet].map((value) => lists[facet].dictionary.code(value)));
      choices.add(Object.entries(row.choices).flatMap(([facet, values]) => values.map((value) => choices.dictionary.code(choiceKey(facet, value), value, facet))));
    },
    finish: () => ({
      rows: Uint32Array.from(ids.keys()),
      ids: Int32Array.from(ids),
      single: perFacet(SINGLE_FACETS, (facet): SingleColumn => {
        const { dictionary, rows } = single[facet];
        return { kind: 'single', values: dictionary.values, codes: dictionary.codes, rows: Uint32Array.from(rows) };
      }),
      lists: perFacet(LIST_FACETS, (facet) => lists[facet].finish()),
      choices: choices.finish(),
      companies,
    }),
  };
}

/** A table of these rows, in their order. */
export function facetTableOf(rows: Iterable<FacetRow>): FacetTable {
  const builder = facetTableBuilder();
  for (const row of rows) builder.add(row);
  return builder.finish();
}

/** A table of some of its rows (indexes into its columns, from rowsWhere, rowsOfIds, rowsWithValue), in that order: 4 bytes a row. */
export function selectRows(table: FacetTable, rows: readonly number[]): FacetTable {
  return { ...table, rows: Uint32Array.from(rows) };
}

/** The content item ids of the table's rows, in its order. */
export function idsOf(table: FacetTable): number[] {
  return Array.from(table.rows, (row) => table.ids[row]);
}

/** The table's rows `keep` keeps, in its order. */
export function rowsWhere(table: FacetTable, keep: (row: number) => boolean): number[] {
  return Array.from(table.rows).filter(keep);
}

/** The table's rows of these item ids, in the order of `ids` (ids with no row left out). */
export function rowsOfIds(table: FacetTable, ids: readonly number[]): number[] {
  const rowOf = new Map<number, number>();
  for (const row of table.rows) rowOf.set(table.ids[row], row);
  return ids.flatMap((id) => rowOf.get(id) ?? []);
}

/** The table's rows whose one value of `facet` is `value`, in its order. */
export function rowsWithValue(table: FacetTable, facet: SingleFacet, value: string): number[] {
  const code = table.single[facet].codes.get(value);
  const rows = table.single[facet].rows;
  return code === undefined ? [] : rowsWhere(table, (row) => rows[row] === code);
}
