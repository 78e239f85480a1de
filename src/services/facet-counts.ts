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
import type { PropertyFacet } from '../domain/property-facets';
import { PROPERTY_FACET_FACTS, PROPERTY_FACETS, thresholdLabel, thresholdValue } from '../domain/property-facets';
import { currentDeclarations } from './current-declarations';
import type { ChoiceFacet } from '../domain/choice-facets';
import { CHOICE_FACETS, choiceFacet } from '../domain/choice-facets';

/**
 * Facet counts over a set of items (issue 14), in one statement. The set is a SELECT of item ids; the
 * statement reads each item's facet columns once into `facet_items` (its declarations with them) and counts
 * every facet's values over the items that pass the OTHER facets' filters, so a chosen value's alternatives
 * keep their counts. Callers keep the set small: the search pages pass their ranked window (at most 1,000 ids).
 */

/** Values of a long facet shown besides the chosen ones (the most frequent). */
const SHOWN_VALUES = 12;

/** Column of `fi` holding a property facet's canonical value (the record of the item's product). */
const PROPERTY_COLUMNS: Record<PropertyFacet, SqlQuery> = {
  'fire-rating': sql.raw('fi.fire_rating'),
  stc: sql.raw('fi.stc'),
  'r-value': sql.raw('fi.r_value'),
  'u-factor': sql.raw('fi.u_factor'),
};

/** A number of the product record (a product's own item, or a drawing or document of it), null when it has none. */
function recordNumber(property: PropertyFacet): SqlQuery {
  return sql`CASE WHEN jsonb_typeof(p.properties -> ${property}) = 'number' THEN (p.properties ->> ${property})::float8 END`;
}

/** The CTE `facet_items` (alias it `fi`): the facet columns of the items `ids` selects (a SELECT with an `id` column). */
export function facetItemsCte(ids: SqlQuery, today: string): SqlQuery {
  return sql`facet_items AS MATERIALIZED (
    SELECT ci.id, ci.coid, ci.division, ci.section, ci.file_format, (ci.published_at AT TIME ZONE 'UTC')::date AS published,
           s.epd, s.hpd, s.gwp, s.gwp_unit, ${recordNumber('fire-rating')} AS fire_rating, ${recordNumber('stc')} AS stc,
           ${recordNumber('r-value')} AS r_value, ${recordNumber('u-factor')} AS u_factor, p.properties AS props
    FROM content_items ci LEFT JOIN products p ON p.seq = ci.product_seq CROSS JOIN LATERAL (
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

function thresholdConditions(facet: PropertyFacet): [string, SqlQuery][] {
  const { relation, thresholds } = PROPERTY_FACET_FACTS[facet];
  const column = PROPERTY_COLUMNS[facet];
  // A hair of tolerance: a stored R-30 (5.283306) is R-30 even where the threshold converts a digit differently.
  return thresholds.map((t) => {
    const value = thresholdValue(facet, t);
    return [t, relation === 'at-least' ? sql`${column} >= ${value * (1 - 1e-6)}` : sql`${column} <= ${value * (1 + 1e-6)}`];
  });
}

/** Each value of a choice facet of the record: the product's stored property holds it (a list holds it among others). */
function choiceConditions(facet: ChoiceFacet): [string, SqlQuery][] {
  return facet.values.map((v) => [
    v.slug,
    typeof v.stored === 'boolean' ? sql`(fi.props -> ${facet.property}) = ${JSON.stringify(v.stored)}::jsonb` : sql`coalesce((fi.props -> ${facet.property}) ? ${v.stored}, false)`,
  ]);
}

type ColumnFacet = 'manufacturer' | 'division' | 'section' | 'format';
const isPropertyFacet = (facet: FacetName): facet is PropertyFacet => (PROPERTY_FACETS as readonly string[]).includes(facet);
const isColumnFacet = (facet: FacetName): facet is ColumnFacet => facet === 'manufacturer' || facet === 'division' || facet === 'section' || facet === 'format';

/** For the facets whose values are conditions rather than a column: each value's condition over `fi`. */
function valueConditions(facet: FacetName, today: string): [string, SqlQuery][] {
  const choice = choiceFacet(facet);
  if (choice) return choiceConditions(choice);
  if (isPropertyFacet(facet)) return thresholdConditions(facet);
  if (facet === 'updated') return UPDATED_BANDS.map((band) => [band, BAND_START[band](today)]);
  if (facet === 'declaration') return [['epd', sql`fi.epd`], ['hpd', sql`fi.hpd`]];
  return Object.keys(GWP_BANDS).map((band) => [band, gwpIn(band)]);
}

const COLUMNS: Record<ColumnFacet, { column: SqlQuery; type: SqlQuery }> = {
  manufacturer: { column: sql.raw('fi.coid'), type: sql.raw('int[]') },
  division: { column: sql.raw('fi.division'), type: sql.raw('text[]') },
  section: { column: sql.raw('fi.section'), type: sql.raw('text[]') },
  format: { column: sql.raw('fi.file_format'), type: sql.raw('text[]') },
};

/** The filter of one facet over `fi`, or null when none of its values is chosen. */
function facetCondition(filters: FacetFilters, facet: FacetName, today: string): SqlQuery | null {
  const chosen = facetValues(filters, facet);
  if (chosen.length === 0) return null;
  if (!isColumnFacet(facet)) {
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
  if (isColumnFacet(facet)) {
    const { column } = COLUMNS[facet];
    return sql`SELECT ${facet}::text AS facet, ${column} AS value, count(*)::int AS n, NULL::text AS label
      FROM facet_items fi WHERE ${column} IS NOT NULL AND ${others} GROUP BY ${column}`;
  }
  const rows = valueConditions(facet, today).map(([value, condition]) => sql`(${value}::text, ${condition})`);
  return sql`SELECT ${facet}::text AS facet, b.value, count(*)::int AS n, NULL::text AS label
    FROM facet_items fi CROSS JOIN LATERAL (VALUES ${sql.join(rows, ', ')}) b(value, hit) WHERE b.hit AND ${others} GROUP BY b.value`;
}

/**
 * The counts of the choice facets nobody chose, in one pass: under the same filters (every choice), each item's
 * stored choices counted by property and value. The values become facet names and slugs in toFacetCounts.
 */
function unchosenChoiceCounts(facets: readonly ChoiceFacet[], filters: FacetFilters, today: string): SqlQuery {
  const properties = facets.map((f) => f.property);
  return sql`SELECT ('choice:' || kv.key)::text AS facet, coalesce(v.value, kv.value #>> '{}') AS value, count(*)::int AS n, NULL::text AS label
    FROM facet_items fi CROSS JOIN LATERAL jsonb_each(fi.props) kv
    LEFT JOIN LATERAL jsonb_array_elements_text(CASE WHEN jsonb_typeof(kv.value) = 'array' THEN kv.value END) v(value) ON true
    WHERE kv.key = ANY(${properties}::text[]) AND ${matchesFacets(filters, today)}
    GROUP BY 1, 2`;
}

/** A JSON array of {facet, value, n, label} over `facet_items`: the counts of `facets`. */
export function facetCountsJson(filters: FacetFilters, today: string, facets: readonly FacetName[]): SqlQuery {
  const unchosen = CHOICE_FACETS.filter((f) => facets.includes(f.name) && facetValues(filters, f.name).length === 0);
  const parts = facets.filter((facet) => !unchosen.some((f) => f.name === facet)).map((facet) => countsOf(facet, filters, today));
  if (unchosen.length > 0) parts.push(unchosenChoiceCounts(unchosen, filters, today));
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
  ...Object.fromEntries(PROPERTY_FACETS.map((facet) => [facet, PROPERTY_FACET_FACTS[facet].thresholds])),
  ...Object.fromEntries(CHOICE_FACETS.map((f) => [f.name, f.values.map((v) => v.slug)])),
};

/** A facet value as people read it; a manufacturer by its name when known. */
export function facetValueLabel(facet: FacetName, value: string, manufacturerName?: string | null): string {
  const choice = choiceFacet(facet);
  if (choice) return choice.values.find((v) => v.slug === value)?.label ?? value;
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
    default:
      return thresholdLabel(facet as PropertyFacet, value);
  }
}

/** localeCompare's order (the default locale's collation), without making a collator per comparison. */
const byText = new Intl.Collator().compare;

/** The values of one facet in the order a panel lists them: fixed lists in their order, the rest by count. */
function ordered(facet: FacetName, values: FacetValue[]): FacetValue[] {
  const fixed = ORDERED[facet];
  if (fixed) return values.sort((a, b) => fixed.indexOf(a.value) - fixed.indexOf(b.value));
  if (facet === 'division') return values.sort((a, b) => byText(a.value, b.value));
  const sorted = values.sort((a, b) => b.count - a.count || byText(a.label, b.label));
  return sorted.filter((v, i) => i < SHOWN_VALUES || v.selected);
}

const BY_PROPERTY = new Map(CHOICE_FACETS.map((f) => [f.property, f]));

/** Rows counted by stored property and value ('choice:material', 'polyisocyanurate') as facet names and slugs. */
function choiceRows(rows: readonly FacetCountRow[]): FacetCountRow[] {
  return rows.flatMap((row) => {
    if (!row.facet.startsWith('choice:')) return [row];
    const facet = BY_PROPERTY.get(row.facet.slice('choice:'.length));
    const value = facet?.values.find((v) => String(v.stored) === row.value);
    return facet && value ? [{ ...row, facet: facet.name, value: value.slug }] : [];
  });
}

/** The rows of `facetCountsJson` as each facet's values, the chosen ones always among them (0 when none is listed). */
export function toFacetCounts(counted: readonly FacetCountRow[], filters: FacetFilters, facets: readonly FacetName[]): FacetCounts {
  const byFacet = new Map<FacetName, FacetCountRow[]>();
  for (const row of choiceRows(counted)) {
    const mine = byFacet.get(row.facet);
    if (mine) mine.push(row);
    else byFacet.set(row.facet, [row]);
  }
  const counts: FacetCounts = {};
  for (const facet of facets) {
    const chosen = facetValues(filters, facet);
    const isChosen = new Set(chosen);
    // A facet counted in memory has a thousand values or more (sections, manufacturers): looked up, not searched.
    const mine = new Map<string, FacetCountRow>();
    for (const row of byFacet.get(facet) ?? []) if ((row.n > 0 || isChosen.has(row.value)) && !mine.has(row.value)) mine.set(row.value, row);
    const values = new Set([...mine.keys(), ...chosen]);
    counts[facet] = ordered(
      facet,
      [...values].map((value) => {
        const row = mine.get(value);
        return { value, label: facetValueLabel(facet, value, row?.label), count: row?.n ?? 0, selected: isChosen.has(value) };
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
