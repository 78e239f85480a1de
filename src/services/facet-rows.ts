import { sql } from '../db/sql';
import type { SqlQuery } from '../db/sql';
import type { Queryable } from '../db/types';
import type { FacetCounts, FacetFilters, FacetName } from '../domain/facets';
import { DECLARATION_LABELS, FACET_NAMES, facetValues, GWP_BANDS, UPDATED_BANDS } from '../domain/facets';
import type { FacetCountRow } from './facet-counts';
import { facetItemsCte, matchesFacets, toFacetCounts } from './facet-counts';
import { CHOICE_FACETS, choiceValuesOf } from '../domain/choice-facets';
import type { PropertyFacet } from '../domain/property-facets';
import { PROPERTY_FACET_FACTS, PROPERTY_FACETS } from '../domain/property-facets';

/**
 * Facet counts of a large listing (every item of a content type, or of one division) without a statement per
 * request: its items' facet values (the record's ratings and choices among them) are read once per data version and
 * day (one statement, the search facets' own columns and rules) and each request counts them in memory. The counting statement over facet_items costs about a
 * second per 10,000 items on the embedded database; counting these rows costs milliseconds.
 */

/** The values of the fixed facets (a manufacturer's number as text): every row's object has this one shape. */
type FixedValues = Readonly<Record<'manufacturer' | 'division' | 'section' | 'format' | 'updated' | 'declaration' | 'gwp' | PropertyFacet, readonly string[]>>;

/**
 * One item (its content item id), its values per facet and its manufacturer's name. A type's rows number some
 * 140,000 at 100k products, so a row is kept small: the fixed facets in an object of one shape (V8 keeps its fields
 * in the object), the record's choices in an object shared by every row with the same choices, value lists and names
 * shared by every row that has them.
 */
export interface FacetRow {
  id: number;
  values: FixedValues;
  choices: Readonly<Record<string, readonly string[]>>;
  company: string;
}

const NONE: readonly string[] = Object.freeze([]);

/** A row's values of one facet, fixed or a choice. */
const valuesAt = (row: FacetRow, facet: FacetName): readonly string[] =>
  (row.values as Readonly<Record<string, readonly string[]>>)[facet] ?? row.choices[facet] ?? NONE;

type BandFacet = 'updated' | 'declaration' | 'gwp' | PropertyFacet;

/** The condition on `fi` of one value of a facet with fixed values (the rules of src/services/facet-counts.ts). */
const holds = (facet: BandFacet, value: string, today: string) => matchesFacets({ [facet]: [value] }, today);

function valuesOf(facet: BandFacet, values: readonly string[], today: string): SqlQuery {
  const cases = values.map((value) => sql`CASE WHEN ${holds(facet, value, today)} THEN ${value}::text END`);
  return sql`array_remove(ARRAY[${sql.join(cases, ', ')}], NULL)`;
}

interface RowRecord {
  id: number;
  coid: number;
  company: string;
  division: string | null;
  section: string | null;
  format: string | null;
  updated: string[];
  declaration: string[];
  gwp: string[];
  /** The record's rating thresholds each item meets, by facet. */
  ratings: Record<PropertyFacet, string[]>;
  /** The product record's choice-facet properties (material, core, seismic…), or null. */
  choices: Record<string, unknown> | null;
}

const CHOICE_PROPERTIES = [...new Set(CHOICE_FACETS.map((f) => f.property))];

/** The facet values of the items `ids` selects, on `today`. */
/** Rows read per statement: a type's 140,000 rows in one result would grow the heap by hundreds of MB for a moment. */
const ROWS_PER_READ = 5_000;

/** The facet values of the items `ids` selects, on `today`, read in chunks of ROWS_PER_READ in id order. */
export async function readFacetRows(db: Queryable, ids: SqlQuery, today: string): Promise<FacetRow[]> {
  const shape = rowShaper();
  const out: FacetRow[] = [];
  for (let after = 0; ; ) {
    const chunk = await readChunk(db, sql`SELECT id FROM (${ids}) chosen WHERE id > ${after} ORDER BY id LIMIT ${ROWS_PER_READ}`, today);
    for (const row of chunk) {
      out.push(shape(row));
      after = Math.max(after, row.id);
    }
    if (chunk.length < ROWS_PER_READ) return out;
  }
}

function readChunk(db: Queryable, ids: SqlQuery, today: string): Promise<RowRecord[]> {
  return db.many<RowRecord>(sql`
    WITH ${facetItemsCte(ids, today)}
    SELECT fi.id, fi.coid, c.name AS company, fi.division, fi.section, fi.file_format AS format,
      ${valuesOf('updated', UPDATED_BANDS, today)} AS updated,
      ${valuesOf('declaration', Object.keys(DECLARATION_LABELS), today)} AS declaration,
      ${valuesOf('gwp', Object.keys(GWP_BANDS), today)} AS gwp,
      json_build_object(${sql.join(PROPERTY_FACETS.map((f) => sql`${f}::text, ${valuesOf(f, PROPERTY_FACET_FACTS[f].thresholds, today)}`), ', ')}) AS ratings,
      (SELECT jsonb_object_agg(e.key, e.value) FROM jsonb_each(fi.props) e WHERE e.key = ANY(${CHOICE_PROPERTIES}::text[])) AS choices
    FROM facet_items fi JOIN companies c ON c.coid = fi.coid`);
}

/** Turns records into rows that share their value lists, choices and names (one shaper per read). */
function rowShaper(): (row: RowRecord) => FacetRow {
  // Rows share their value lists, choices and names (a type at 100k products has some 140,000 rows of a few dozen lists).
  const lists = new Map<string, readonly string[]>();
  const list = (values: readonly string[]): readonly string[] => {
    if (values.length === 0) return NONE;
    const key = values.length === 1 ? values[0] : values.join('\u0000');
    const known = lists.get(key);
    if (known) return known;
    lists.set(key, values);
    return values;
  };
  const one = (value: string | null) => (value === null ? NONE : list([value]));
  const choiceSets = new Map<string, Readonly<Record<string, readonly string[]>>>();
  const choices = (row: RowRecord) => {
    const byFacet = new Map<string, string[]>();
    for (const [facet, slug] of choiceValuesOf(row.choices)) byFacet.set(facet, [...(byFacet.get(facet) ?? []), slug]);
    const key = JSON.stringify([...byFacet]);
    const known = choiceSets.get(key);
    if (known) return known;
    const made = Object.freeze(Object.fromEntries([...byFacet].map(([facet, slugs]) => [facet, list(slugs)])));
    choiceSets.set(key, made);
    return made;
  };
  return (row) => ({
    id: row.id,
    company: list([row.company])[0],
    // One literal, its keys always in this order: one hidden class for every row.
    values: {
      manufacturer: list([String(row.coid)]),
      division: one(row.division),
      section: one(row.section),
      format: one(row.format),
      updated: list(row.updated),
      declaration: list(row.declaration),
      gwp: list(row.gwp),
      'fire-rating': list(row.ratings['fire-rating']),
      stc: list(row.ratings.stc),
      'r-value': list(row.ratings['r-value']),
      'u-factor': list(row.ratings['u-factor']),
    },
    choices: choices(row),
  });
}

type Chosen = ReadonlyArray<readonly [FacetName, ReadonlySet<string>]>;

/** Each facet with values chosen, and the values. */
const chosenOf = (filters: FacetFilters): Chosen =>
  FACET_NAMES.map((facet) => [facet, new Set(facetValues(filters, facet))] as const).filter(([, values]) => values.size > 0);

const holdsChoice = (row: FacetRow, values: ReadonlySet<string>, facet: FacetName) => valuesAt(row, facet).some((v) => values.has(v));

/** Each of `facets`' values counted over the rows that hold every other facet's choice (as countFacets counts), every value. */
export function tallyValues(rows: readonly FacetRow[], filters: FacetFilters, facets: readonly FacetName[]): FacetCountRow[] {
  return scan(rows, filters, facets).values;
}

/**
 * One pass over the rows: each of `facets`' values counted under the other facets' choices, and the ids of the rows
 * that hold every choice (in order).
 */
function scan(rows: readonly FacetRow[], filters: FacetFilters, facets: readonly FacetName[]): { values: FacetCountRow[]; ids: number[] } {
  const chosen = chosenOf(filters);
  const tallies = new Map(facets.map((facet) => [facet, new Map<string, { n: number; company: string }>()]));
  const ids: number[] = [];
  for (const row of rows) {
    // The one chosen facet the row misses, if only one: then only that facet's values count it.
    let missed: FacetName | null = null;
    let misses = 0;
    for (const [facet, values] of chosen) {
      if (!holdsChoice(row, values, facet)) {
        missed = facet;
        if (++misses > 1) break;
      }
    }
    if (misses > 1) continue;
    if (misses === 0) ids.push(row.id);
    for (const [facet, tally] of tallies) {
      if (missed !== null && missed !== facet) continue;
      for (const value of valuesAt(row, facet)) {
        const entry = tally.get(value);
        if (entry) entry.n += 1;
        else tally.set(value, { n: 1, company: row.company });
      }
    }
  }
  const values = [...tallies].flatMap(([facet, tally]) =>
    [...tally].map(([value, { n, company }]) => ({ facet, value, n, label: facet === 'manufacturer' ? company : null })),
  );
  return { values, ids };
}

/** The tallies as a panel shows them, and the ids of the rows every choice keeps (one pass). */
export function countAndChoose(rows: readonly FacetRow[], filters: FacetFilters, facets: readonly FacetName[]): { counts: FacetCounts; ids: number[] } {
  const { values, ids } = scan(rows, filters, facets);
  return { counts: toFacetCounts(values, filters, facets), ids };
}

/** The tallies as a panel shows them (src/services/facet-counts.ts toFacetCounts). */
export function tallyFacets(rows: readonly FacetRow[], filters: FacetFilters, facets: readonly FacetName[]): FacetCounts {
  return toFacetCounts(tallyValues(rows, filters, facets), filters, facets);
}
