import { sql } from '../db/sql';
import type { SqlQuery } from '../db/sql';
import type { Queryable } from '../db/types';
import type { FacetCounts, FacetFilters, FacetName } from '../domain/facets';
import { hasFacets } from '../domain/facets';
import type { CardRow, ContentCard } from './content-items';
import { toCard } from './content-items';
import { countFacets, facetItemsCte, matchesFacets } from './facet-counts';
import type { Page } from './pagination';
import { pageOf } from './pagination';

/**
 * Facets on the browse listings (content types, sections, product lists, a company's lists). A listing names its
 * items before any facet as a scope: a SELECT of content item ids (products by their own catalog item) and a key.
 * Unfiltered counts are a fact of the data version and the day (no statement once built); a filtered listing runs
 * one counting statement, and narrows its own page statement by the ids that match.
 */
export interface ListingScope {
  /** Names the scope among the memo's facts: equal keys must select equal ids. */
  key: string;
  /** SELECT ... AS id: the listing's content items. */
  ids: SqlQuery;
  /**
   * Every item of a kind (no division, section, company or filter a URL chooses): its facts are the catalog's, kept
   * with the navigation. Any narrower scope's facts are lookups (src/db/catalog-memo.ts).
   */
  wide?: true;
}

/** The ids of the scope's items that match every chosen facet value, as a subquery; null when none is chosen. */
function matchingItemIds(scope: ListingScope, filters: FacetFilters, today: string): SqlQuery | null {
  if (!hasFacets(filters)) return null;
  return sql`WITH ${facetItemsCte(scope.ids, today)} SELECT fi.id FROM facet_items fi WHERE ${matchesFacets(filters, today)}`;
}

/** `column IN (the scope's items the filters keep)`, or `column IN (the scope)` when none is chosen. */
export function inListing(column: SqlQuery, scope: ListingScope, filters: FacetFilters, today: string): SqlQuery {
  return sql`${column} IN (${matchingItemIds(scope, filters, today) ?? scope.ids})`;
}

interface CountOptions {
  facets: readonly FacetName[];
  today: string;
  /** Other filters the scope already applies (an EPD list's ?valid=): counts then are not the unfiltered fact. */
  narrowed?: boolean;
}

/** Keeps a listing's unfiltered counts per data version (catalogFacts(...).unfilteredFacets). */
type RememberFacets = (listing: string, wide: boolean, build: () => Promise<FacetCounts>) => Promise<FacetCounts>;

/** Each offered facet's values with their counts over the scope, under the other facets' choices. */
export function listingFacetCounts(
  db: Queryable,
  remember: RememberFacets,
  scope: ListingScope,
  filters: FacetFilters,
  { facets, today, narrowed = false }: CountOptions,
): Promise<FacetCounts> {
  if (hasFacets(filters) || narrowed) return countFacets(db, scope.ids, filters, { today, facets });
  return remember(`${scope.key}:${facets.join(',')}:${today}`, scope.wide === true, () => countFacets(db, scope.ids, {}, { today, facets }));
}

/** The column a card page's statement adds to CARD_COLUMNS: the rows before LIMIT. */
export const FULL_COUNT = sql.raw('count(*) OVER ()::int AS full_count');

/**
 * A page of cards from a statement selecting CARD_COLUMNS and FULL_COUNT: one statement for the page and its total.
 * Past the last page there are no rows to read the total from: `total` counts then (for API answers that state it).
 */
export async function cardPage(
  db: Queryable,
  query: SqlQuery,
  { page, pageSize, today, total }: { page: number; pageSize: number; today?: string; total?: () => Promise<number> },
): Promise<Page<ContentCard>> {
  const rows = await db.many<CardRow & { full_count: number }>(query);
  const cards = rows.map(({ full_count: _fullCount, ...row }) => toCard(row, today));
  const count = rows[0]?.full_count ?? (page > 1 && total ? await total() : 0);
  return pageOf(cards, count, page, pageSize);
}
