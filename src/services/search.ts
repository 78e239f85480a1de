import type { ContentType } from '../domain/content-types';
import type { SortState } from '../domain/sort';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { ContentCard } from './content-items';
import { CARD_COLUMNS, manyCards } from './content-items';
import { correctTerms } from './search-correction';
import { TOP_IDS } from './search-index';
import { precomputedSearch, singleLexeme } from './search-precomputed';
import type { SearchOutcome } from './search-precomputed';

export const SEARCH_SORT_FIELDS = ['relevance', 'title', 'date', 'company'] as const;
export type SearchSortField = (typeof SEARCH_SORT_FIELDS)[number];

/** Results beyond the first RANK_WINDOW are not listed (as many as the precomputed lists hold); counts past COUNT_CAP show as "1000+". */
export const RANK_WINDOW = TOP_IDS;
export const COUNT_CAP = 1000;

export interface SearchParams {
  terms: string;
  contentType?: ContentType;
  coid?: number;
  page: number;
  pageSize: number;
  sort: SortState;
}

export interface SearchResult {
  terms: string;
  /** The terms actually searched: differs from `terms` when spelling was corrected. */
  searchedTerms: string;
  corrected: boolean;
  /** Matches per content type for the same terms (and company), capped at COUNT_CAP + 1. */
  counts: Record<string, number>;
  total: number;
  totalCapped: boolean;
  page: number;
  pageCount: number;
  items: ContentCard[];
}

const ORDER_BY: Record<SearchSortField, Record<'asc' | 'desc', string>> = {
  relevance: { desc: 'rank DESC, popularity DESC, id', asc: 'rank ASC, popularity ASC, id' },
  title: { asc: 'title ASC, id', desc: 'title DESC, id' },
  date: { desc: '"publishedAt" DESC, id DESC', asc: '"publishedAt" ASC, id' },
  company: { asc: '"companyName" ASC, title', desc: '"companyName" DESC, title' },
};

function filters(params: Pick<SearchParams, 'coid'>, contentType?: string) {
  return sql.join(
    [
      sql`ci.online`,
      contentType ? sql`ci.content_type = ${contentType}` : null,
      params.coid ? sql`ci.coid = ${params.coid}` : null,
    ].filter((f): f is NonNullable<typeof f> => f !== null),
    ' AND ',
  );
}

async function countByType(db: Queryable, terms: string, params: SearchParams): Promise<Record<string, number>> {
  const rows = await db.many<{ contentType: string; n: number }>(sql`
    SELECT content_type AS "contentType", count(*)::int AS n FROM (
      SELECT ci.content_type FROM content_items ci
      WHERE ci.search @@ websearch_to_tsquery('english', ${terms}) AND ${filters(params)}
      LIMIT ${RANK_WINDOW * 4}
    ) m GROUP BY content_type`);
  return Object.fromEntries(rows.map((r) => [r.contentType, Math.min(r.n, COUNT_CAP + 1)]));
}

async function rankedPage(db: Queryable, terms: string, params: SearchParams): Promise<ContentCard[]> {
  const order = sql.raw(ORDER_BY[sortField(params)][params.sort.direction]);
  // Rank only a bounded window of matches (most popular first) so common words stay fast.
  return manyCards(
    db,
    sql`SELECT * FROM (
          SELECT ${CARD_COLUMNS}, ci.popularity,
                 ts_rank(ci.search, q) + CASE WHEN ci.title ILIKE ${'%' + terms + '%'} THEN 1 ELSE 0 END AS rank
          FROM (
            SELECT * FROM content_items ci, websearch_to_tsquery('english', ${terms}) q
            WHERE ci.search @@ q AND ${filters(params, params.contentType)}
            ORDER BY ci.popularity DESC LIMIT ${RANK_WINDOW}
          ) ci JOIN companies c ON c.coid = ci.coid
        ) ranked
        ORDER BY ${order}
        LIMIT ${params.pageSize} OFFSET ${(params.page - 1) * params.pageSize}`,
  );
}

function sortField(params: SearchParams): SearchSortField {
  return (SEARCH_SORT_FIELDS as readonly string[]).includes(params.sort.field) ? (params.sort.field as SearchSortField) : 'relevance';
}

/** One common word (and no company filter) is answered from the precomputed lists. */
async function runPrecomputed(db: Queryable, terms: string, params: SearchParams): Promise<SearchOutcome | null> {
  if (params.coid) return null;
  const lexeme = await singleLexeme(db, terms);
  if (!lexeme) return null;
  const field = sortField(params);
  return precomputedSearch(db, lexeme, {
    contentType: params.contentType,
    page: params.page,
    pageSize: params.pageSize,
    order: field === 'relevance' ? null : ORDER_BY[field][params.sort.direction],
    descending: params.sort.direction === 'desc',
    countCap: COUNT_CAP + 1,
  });
}

async function run(db: Queryable, terms: string, params: SearchParams): Promise<SearchOutcome> {
  const fast = await runPrecomputed(db, terms, params);
  if (fast) return fast;
  const counts = await countByType(db, terms, params);
  const total = params.contentType
    ? (counts[params.contentType] ?? 0)
    : Object.values(counts).reduce((a, b) => a + b, 0);
  const items = total > 0 ? await rankedPage(db, terms, params) : [];
  return { counts, total, items };
}

export async function searchContent(db: Queryable, params: SearchParams): Promise<SearchResult> {
  const terms = params.terms.trim();
  let searchedTerms = terms;
  let outcome = terms ? await run(db, terms, params) : { counts: {}, total: 0, items: [] };
  if (terms && outcome.total === 0) {
    const corrected = await correctTerms(db, terms);
    if (corrected && corrected !== terms) {
      const retry = await run(db, corrected, params);
      if (retry.total > 0) {
        searchedTerms = corrected;
        outcome = retry;
      }
    }
  }
  const shown = Math.min(outcome.total, COUNT_CAP);
  return {
    terms,
    searchedTerms,
    corrected: searchedTerms !== terms,
    counts: outcome.counts,
    total: shown,
    totalCapped: outcome.total > COUNT_CAP,
    page: params.page,
    pageCount: Math.max(1, Math.ceil(Math.min(shown, RANK_WINDOW) / params.pageSize)),
    items: outcome.items,
  };
}
