import { COUNT_CAP } from '../domain/capped-count';
import type { ContentType } from '../domain/content-types';
import type { SearchSort } from '../domain/search-sort';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { ContentCard } from './content-items';
import { TOP_IDS } from './search-index';
import { titleContains } from './search-order';
import { searchQuery } from './search-query';

/** precomputed: a common word's stored list; ranked: full-text matching at request time. */
export type SearchMethod = 'precomputed' | 'ranked';

const RANKING_RULES: Record<SearchMethod, string> = {
  precomputed: 'by the best field holding the word (CSI section title, title, manufacturer, description) times the weight of the item\'s kind, then the most popular, then by id',
  ranked: `the ${TOP_IDS} best-scored matches: text rank with the fields weighted (section title, title, manufacturer, description), plus 0.5 when the title contains the terms (not for thesaurus searches), times the weight of the item's kind; then popularity, then id`,
};

/** How a search was answered (?debug=debug_on): the terms, the method, the caps and the filters. */
export interface SearchPlan {
  terms: string;
  searchedTerms: string;
  corrected: boolean;
  method: SearchMethod;
  ranking: string;
  sort: string;
  countCap: number;
  rankWindow: number;
  filters: { contentType: string | null; coid: number | null; excludingCoid: boolean; onlineOnly: boolean };
}

/** What a plan reports of a search's parameters (search.ts's SearchParams has these and more). */
interface PlannedSearch {
  contentType?: ContentType;
  coid?: number;
  excludeCoid?: boolean;
  onlineOnly?: boolean;
  sort: SearchSort;
}

/** Why an item stands where it does. */
export interface ItemRanking {
  position: number;
  /** The relevance order of a ranked search: weighted text rank plus the title bonus, times the kind's weight. */
  score: number;
  textRank: number;
  titleContainsTerms: boolean;
  /** The title itself matches the words (the first key of a precomputed list). */
  titleMatch: boolean;
  popularity: number;
}

export function planOf(method: SearchMethod, params: PlannedSearch, terms: { terms: string; searchedTerms: string }): SearchPlan {
  return {
    ...terms,
    corrected: terms.searchedTerms !== terms.terms,
    method,
    ranking: RANKING_RULES[method],
    sort: `${params.sort.field} ${params.sort.direction}`,
    countCap: COUNT_CAP,
    rankWindow: TOP_IDS,
    filters: {
      contentType: params.contentType ?? null,
      coid: params.coid ?? null,
      excludingCoid: params.coid !== undefined && params.excludeCoid === true,
      onlineOnly: params.onlineOnly !== false,
    },
  };
}

/** The page's items, each with the facts its place comes from (one more query, debug only). */
export async function explainRanking<T extends ContentCard>(
  db: Queryable,
  terms: string,
  params: { page: number; pageSize: number },
  items: T[],
): Promise<(T & { ranking: ItemRanking })[]> {
  const query = searchQuery(terms);
  const rows = await db.many<Omit<ItemRanking, 'position'> & { id: number }>(sql`
    SELECT ci.id, ${query.score}::float8 AS score, coalesce(ts_rank(ci.search, q), 0)::float8 AS "textRank", ${titleContains(terms)} AS "titleContainsTerms",
           coalesce(to_tsvector('english', ci.title) @@ q, false) AS "titleMatch", ci.popularity
    FROM content_items ci, (SELECT ${query.tsquery} AS q) query
    WHERE ci.id = ANY(${items.map((i) => i.id)})`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const first = (params.page - 1) * params.pageSize + 1;
  return items.map((item, i) => {
    const { id: _id, ...facts } = byId.get(item.id)!;
    return { ...item, ranking: { position: first + i, ...facts } };
  });
}
