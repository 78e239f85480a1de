import { sql } from '../db/sql';
import type { SqlQuery } from '../db/sql';
import type { Queryable } from '../db/types';
import { DECLARATION_LABELS, GWP_BANDS, UPDATED_BANDS } from '../domain/facets';
import { facetItemsCte, matchesFacets } from './facet-counts';
import { CHOICE_FACETS, choiceValuesOf } from '../domain/choice-facets';
import type { PropertyFacet } from '../domain/property-facets';
import { PROPERTY_FACET_FACTS, PROPERTY_FACETS } from '../domain/property-facets';
import type { FacetRow, FacetTable } from './facet-table';
import { facetTableBuilder } from './facet-table';

/**
 * Facet counts of a large listing (every item of a content type, or of one division) without a statement per
 * request: its items' facet values (the record's ratings and choices among them) are read once per data version and
 * day (one statement, the search facets' own columns and rules) into a FacetTable (src/services/facet-table.ts) and
 * each request counts them in memory (src/services/facet-tally.ts). The counting statement over facet_items costs
 * about a second per 10,000 items on the embedded database; counting these rows costs milliseconds.
 */

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

/** Rows read per statement: a type's 140,000 rows in one result would grow the heap by hundreds of MB for a moment. */
const ROWS_PER_READ = 1_000;

/** The facet values of the items `ids` selects, on `today`, read in chunks of ROWS_PER_READ in id order, as a table. */
export async function readFacetTable(db: Queryable, ids: SqlQuery, today: string): Promise<FacetTable> {
  const table = facetTableBuilder();
  for (let after = 0; ; ) {
    const chunk = await readChunk(db, sql`SELECT id FROM (${ids}) chosen WHERE id > ${after} ORDER BY id LIMIT ${ROWS_PER_READ}`, today);
    for (const row of chunk) {
      table.add(rowOf(row));
      after = Math.max(after, row.id);
    }
    if (chunk.length < ROWS_PER_READ) return table.finish();
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

const one = (value: string | null): string[] => (value === null ? [] : [value]);

/** A record as the row a table is built from. */
function rowOf(record: RowRecord): FacetRow {
  const choices: Record<string, string[]> = {};
  for (const [facet, slug] of choiceValuesOf(record.choices)) (choices[facet] ??= []).push(slug);
  return {
    id: record.id,
    company: record.company,
    values: {
      manufacturer: [String(record.coid)],
      division: one(record.division),
      section: one(record.section),
      format: one(record.format),
      updated: record.updated,
      declaration: record.declaration,
      gwp: record.gwp,
      'fire-rating': record.ratings['fire-rating'],
      stc: record.ratings.stc,
      'r-value': record.ratings['r-value'],
      'u-factor': record.ratings['u-factor'],
    },
    choices,
  };
}
