import type { SqlQuery } from '../db/sql';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { FacetCounts, FacetFilters, FacetName, FacetValue, GwpBand, UpdatedBand } from '../domain/facets';
import {
  DECLARATION_LABELS,
  FACET_NAMES,
  facetValues,
  FILE_FORMAT_LABELS,
  FILE_FORMATS,
  GWP_BANDS,
  UPDATED_BANDS,
  UPDATED_LABELS,
} from '../domain/facets';
import { divisionTitle, sectionTitle } from '../domain/csi';
import { DECLARED_UNITS } from '../domain/product-data/declared-units';
import { currentDeclarations } from './current-declarations';

/**
 * Facet counts over a set of items (issue 14), in one statement. The set is a SELECT of item ids; the
 * statement reads each item's facet columns once into `facet_items` (its declarations with them) and counts
 * every facet's values over the items that pass the OTHER facets' filters, so a chosen value's alternatives
 * keep their counts. Callers keep the set small: the search pages pass their ranked window (at most 1,000 ids).
 */

/** Values of a long facet shown besides the chosen ones (the most frequent). */
const SHOWN_VALUES = 12;

/** The CTE `facet_items` (alias it `fi`): the facet columns of the items `ids` selects (a SELECT with an `id` column). */
export function facetItemsCte(ids: SqlQuery, today: string): SqlQuery {
  return sql`facet_items AS MATERIALIZED (
    SELECT ci.id, ci.coid, ci.division, ci.section, ci.file_format, (ci.published_at AT TIME ZONE 'UTC')::date AS published,
           s.epd, s.hpd, s.gwp, s.gwp_unit
    FROM content_items ci CROSS JOIN LATERAL (
      SELECT coalesce(bool_or(cd.kind = 'epd'), false) AS epd, coalesce(bool_or(cd.kind = 'hpd'), false) AS hpd,
             min(cd.gwp_kg_co2e) FILTER (WHERE cd.kind = 'epd') AS gwp,
             -- The declared unit of that lowest GWP: a band is chosen within its unit only.
             (array_agg(cd.declared_unit ORDER BY cd.gwp_kg_co2e) FILTER (WHERE cd.kind = 'epd' AND cd.gwp_kg_co2e IS NOT NULL))[1] AS gwp_unit
      FROM ${currentDeclarations(today)} cd) s
    WHERE ci.id IN (SELECT id FROM (${ids}) ids))`;
}

const BAND_START: Record<UpdatedBand, (today: string) => SqlQuery> = {
  '30d': (today) => sql`fi.published >= ${today}::date - 30`,
  '12m': (today) => sql`fi.published >= (${today}::date - interval '12 months')::date`,
  older: (today) => sql`fi.published < (${today}::date - interval '12 months')::date`,
};

function gwpIn(band: GwpBand): SqlQuery {
  const { unit, from, below } = GWP_BANDS[band];
  const sameUnit = sql`fi.gwp_unit = ${DECLARED_UNITS[unit].text}`;
  return below === null ? sql`(${sameUnit} AND fi.gwp >= ${from})` : sql`(${sameUnit} AND fi.gwp >= ${from} AND fi.gwp < ${below})`;
}

/** For the facets whose values are conditions rather than a column: each value's condition over `fi`. */
function valueConditions(facet: 'updated' | 'declaration' | 'gwp', today: string): [string, SqlQuery][] {
  if (facet === 'updated') return UPDATED_BANDS.map((band) => [band, BAND_START[band](today)]);
  if (facet === 'declaration') return [['epd', sql`fi.epd`], ['hpd', sql`fi.hpd`]];
  return Object.keys(GWP_BANDS).map((band) => [band, gwpIn(band)]);
}

const COLUMNS: Record<'manufacturer' | 'division' | 'section' | 'format', { column: SqlQuery; type: SqlQuery }> = {
  manufacturer: { column: sql.raw('fi.coid'), type: sql.raw('int[]') },
  division: { column: sql.raw('fi.division'), type: sql.raw('text[]') },
  section: { column: sql.raw('fi.section'), type: sql.raw('text[]') },
  format: { column: sql.raw('fi.file_format'), type: sql.raw('text[]') },
};

/** The filter of one facet over `fi`, or null when none of its values is chosen. */
function facetCondition(filters: FacetFilters, facet: FacetName, today: string): SqlQuery | null {
  const chosen = facetValues(filters, facet);
  if (chosen.length === 0) return null;
  if (facet === 'updated' || facet === 'declaration' || facet === 'gwp') {
    const hits = valueConditions(facet, today).filter(([value]) => chosen.includes(value));
    return sql`(${sql.join(hits.map(([, condition]) => condition), ' OR ')})`;
  }
  const { column, type } = COLUMNS[facet];
  const values = facet === 'manufacturer' ? chosen.map(Number) : chosen;
  return sql`${column} = ANY(${values}::${type})`;
}

/** Every chosen filter over `fi` (TRUE when none), leaving out `except`'s own. */
export function matchesFacets(filters: FacetFilters, today: string, except?: FacetName): SqlQuery {
  const conditions = FACET_NAMES.filter((facet) => facet !== except)
    .map((facet) => facetCondition(filters, facet, today))
    .filter((c): c is SqlQuery => c !== null);
  return conditions.length ? sql`(${sql.join(conditions, ' AND ')})` : sql`TRUE`;
}

function countsOf(facet: FacetName, filters: FacetFilters, today: string): SqlQuery {
  const others = matchesFacets(filters, today, facet);
  if (facet === 'manufacturer') {
    // Names only for the manufacturers a panel can show (the most frequent, and the chosen): not one per listed item.
    const chosen = facetValues(filters, facet).map(Number);
    return sql`SELECT 'manufacturer' AS facet, g.coid::text AS value, g.n, c.name AS label
      FROM (SELECT fi.coid, count(*)::int AS n, row_number() OVER (ORDER BY count(*) DESC, fi.coid) AS rank
            FROM facet_items fi WHERE ${others} GROUP BY fi.coid) g
      JOIN companies c ON c.coid = g.coid
      WHERE g.rank <= ${SHOWN_VALUES} OR g.coid = ANY(${chosen}::int[])`;
  }
  if (facet === 'division' || facet === 'section' || facet === 'format') {
    const { column } = COLUMNS[facet];
    return sql`SELECT ${facet}::text AS facet, ${column} AS value, count(*)::int AS n, NULL::text AS label
      FROM facet_items fi WHERE ${column} IS NOT NULL AND ${others} GROUP BY ${column}`;
  }
  const rows = valueConditions(facet, today).map(([value, condition]) => sql`(${value}::text, ${condition})`);
  return sql`SELECT ${facet}::text AS facet, b.value, count(*)::int AS n, NULL::text AS label
    FROM facet_items fi CROSS JOIN LATERAL (VALUES ${sql.join(rows, ', ')}) b(value, hit) WHERE b.hit AND ${others} GROUP BY b.value`;
}

/** A JSON array of {facet, value, n, label} over `facet_items`: the counts of `facets`. */
export function facetCountsJson(filters: FacetFilters, today: string, facets: readonly FacetName[]): SqlQuery {
  const parts = facets.map((facet) => countsOf(facet, filters, today));
  return sql`(SELECT coalesce(json_agg(r), '[]'::json) FROM (${sql.join(parts, ' UNION ALL ')}) r)`;
}

export interface FacetCountRow {
  facet: FacetName;
  value: string;
  n: number;
  label: string | null;
}

const ORDERED: Partial<Record<FacetName, readonly string[]>> = {
  format: FILE_FORMATS,
  updated: UPDATED_BANDS,
  declaration: Object.keys(DECLARATION_LABELS),
  gwp: Object.keys(GWP_BANDS),
};

/** A facet value as people read it; a manufacturer by its name when known. */
export function facetValueLabel(facet: FacetName, value: string, manufacturerName?: string | null): string {
  switch (facet) {
    case 'manufacturer':
      return manufacturerName ?? `Manufacturer ${value}`;
    case 'division':
      return `${value} ${divisionTitle(value) ?? ''}`.trim();
    case 'section':
      return `${value} ${sectionTitle(value) ?? ''}`.trim();
    case 'format':
      return FILE_FORMAT_LABELS[value as keyof typeof FILE_FORMAT_LABELS] ?? value.toUpperCase();
    case 'updated':
      return UPDATED_LABELS[value as UpdatedBand];
    case 'declaration':
      return DECLARATION_LABELS[value as keyof typeof DECLARATION_LABELS];
    case 'gwp':
      return GWP_BANDS[value as GwpBand].label;
  }
}

/** The values of one facet in the order a panel lists them: fixed lists in their order, the rest by count. */
function ordered(facet: FacetName, values: FacetValue[]): FacetValue[] {
  const fixed = ORDERED[facet];
  if (fixed) return values.sort((a, b) => fixed.indexOf(a.value) - fixed.indexOf(b.value));
  if (facet === 'division') return values.sort((a, b) => a.value.localeCompare(b.value));
  const sorted = values.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  return sorted.filter((v, i) => i < SHOWN_VALUES || v.selected);
}

/** The rows of `facetCountsJson` as each facet's values, the chosen ones always among them (0 when none is listed). */
export function toFacetCounts(rows: readonly FacetCountRow[], filters: FacetFilters, facets: readonly FacetName[]): FacetCounts {
  const counts: FacetCounts = {};
  for (const facet of facets) {
    const chosen = facetValues(filters, facet);
    const mine = rows.filter((row) => row.facet === facet && (row.n > 0 || chosen.includes(row.value)));
    const values = new Set([...mine.map((row) => row.value), ...chosen]);
    counts[facet] = ordered(
      facet,
      [...values].map((value) => {
        const row = mine.find((r) => r.value === value);
        return { value, label: facetValueLabel(facet, value, row?.label), count: row?.n ?? 0, selected: chosen.includes(value) };
      }),
    );
  }
  return counts;
}

/** The facet counts of the items `ids` selects, in one statement (for lists that have no statement of their own to add them to). */
export async function countFacets(
  db: Queryable,
  ids: SqlQuery,
  filters: FacetFilters,
  options: { today: string; facets: readonly FacetName[] },
): Promise<FacetCounts> {
  const row = await db.one<{ rows: FacetCountRow[] }>(
    sql`WITH ${facetItemsCte(ids, options.today)} SELECT ${facetCountsJson(filters, options.today, options.facets)} AS rows`,
  );
  return toFacetCounts(row.rows, filters, options.facets);
}
