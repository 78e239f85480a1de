import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { DeclarationKind, DisclosureLevel, ValidityFilter } from '../domain/declarations';
import { DECLARATION_KINDS } from '../domain/declarations';
import type { FacetFilters } from '../domain/facets';
import { hasFacets } from '../domain/facets';
import type { DeclaredUnitId } from '../domain/product-data/declared-units';
import { DECLARED_UNITS } from '../domain/product-data/declared-units';
import type { SortState } from '../domain/sort';
import type { ContentCard } from './content-items';
import { CARD_COLUMNS, toCard } from './content-items';
import { todayUtc } from './declarations';
import type { ListingScope } from './listing-facets';
import { inListing } from './listing-facets';
import { orderBy } from './listing-sort';
import type { Page } from './pagination';
import { offsetOf, pageOf, PAGE_SIZE } from './pagination';

/** What a declarations list keeps. Filters on facts an item lacks (GWP of an HPD) leave it out. */
export interface DeclarationFilter {
  /** Both kinds when absent. */
  kind?: DeclarationKind;
  valid: ValidityFilter;
  /** Only EPDs of this declared unit: a GWP limit or sort is only ever applied within one. */
  declaredUnit?: DeclaredUnitId;
  gwpMax?: number;
  level?: DisclosureLevel;
  coid?: number;
  division?: string;
  /** "08 11 13". */
  section?: string;
}

/** `popular` is clients first, then the most downloaded. */
export const DECLARATION_SORT_FIELDS = ['popular', 'gwp', 'expires', 'title'] as const;

const SORT_COLUMNS: Readonly<Record<string, string>> = {
  popular: 'ci.popularity',
  gwp: 'd.gwp_kg_co2e',
  expires: 'd.expires_on',
  title: 'lower(ci.title)',
};

function conditions(filter: DeclarationFilter, today: string) {
  return [
    sql`ci.online`,
    sql`ci.content_type = ANY(${filter.kind ? [filter.kind] : [...DECLARATION_KINDS]}::text[])`,
    // Items without facts are neither current nor expired: only "all" lists them.
    filter.valid === 'current' ? sql`d.expires_on > ${today}::date` : null,
    filter.valid === 'expired' ? sql`d.expires_on <= ${today}::date` : null,
    filter.declaredUnit ? sql`d.declared_unit = ${DECLARED_UNITS[filter.declaredUnit].text}` : null,
    filter.gwpMax !== undefined ? sql`d.gwp_kg_co2e <= ${filter.gwpMax}` : null,
    filter.level ? sql`d.disclosure_level = ${filter.level}` : null,
    filter.coid !== undefined ? sql`ci.coid = ${filter.coid}` : null,
    filter.division ? sql`ci.division = ${filter.division}` : null,
    filter.section ? sql`ci.section = ${filter.section}` : null,
  ].filter((c): c is NonNullable<typeof c> => c !== null);
}

interface DeclarationListOptions {
  page: number;
  sort: SortState;
  pageSize?: number;
  /** "YYYY-MM-DD"; the UTC day by default. */
  today?: string;
  /** The listing's facet choices (manufacturer, CSI, date) on top of the filter. */
  facets?: FacetFilters;
}

/** The items a filter keeps, as a listing's scope for its facet counts. */
export function declarationScope(filter: DeclarationFilter, today = todayUtc()): ListingScope {
  const where = sql.join(conditions(filter, today), ' AND ');
  const kind = filter.kind ?? 'all';
  return {
    key: `declarations:${kind}:${filter.coid ?? ''}:${filter.division ?? ''}:${filter.section ?? ''}:${filter.valid}:${filter.declaredUnit ?? ''}:${filter.gwpMax ?? ''}:${filter.level ?? ''}`,
    ids: sql`SELECT ci.id FROM content_items ci LEFT JOIN declarations d ON d.content_id = ci.id WHERE ${where}`,
  };
}

/** EPD and HPD items with their facts, filtered and sorted (nulls last either way), a page at a time. */
export async function listDeclarations(db: Queryable, filter: DeclarationFilter, options: DeclarationListOptions): Promise<Page<ContentCard>> {
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const today = options.today ?? todayUtc();
  const faceted = options.facets && hasFacets(options.facets) ? [inListing(sql`ci.id`, declarationScope(filter, today), options.facets, today)] : [];
  const where = sql.join([...conditions(filter, today), ...faceted], ' AND ');
  const from = sql`content_items ci JOIN companies c ON c.coid = ci.coid LEFT JOIN declarations d ON d.content_id = ci.id`;
  const total = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`);
  const clientsFirst = options.sort.field === 'popular' ? sql.raw('c.is_client DESC, ') : sql.empty;
  const rows = await db.many<Parameters<typeof toCard>[0]>(
    sql`SELECT ${CARD_COLUMNS} FROM ${from} WHERE ${where}
        ORDER BY ${clientsFirst}${orderBy(options.sort, SORT_COLUMNS, 'lower(ci.title), ci.id')}
        LIMIT ${pageSize} OFFSET ${offsetOf(options.page, pageSize)}`,
  );
  // The same day for the filter and the cards' expired flags.
  const items = rows.map((row) => toCard(row, today));
  return pageOf(items, total.n, options.page, pageSize);
}
