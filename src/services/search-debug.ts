import { COUNT_CAP } from '../domain/capped-count';
import type { ContentType } from '../domain/content-types';
import type { SearchSort } from '../domain/search-sort';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { ContentCard } from './content-items';
import { TOP_IDS } from './search-index';
import { titleContains } from './search-order';

/** precomputed: a common word's stored list; ranked: full-text matching at request time. */
export type SearchMethod = 'precomputed' | 'ranked';

const RANKING_RULES: Record<SearchMethod, string> = {
  precomputed: 'items whose title holds the word first, then the most popular, then by id',
  ranked: `of the ${TOP_IDS} most popular matches, by score (text rank, plus 1 when the title contains the terms), then popularity, then id`,
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
export interface PlannedSearch {
  contentType?: ContentType;
  coid?: number;
  excludeCoid?: boolean;
  onlineOnly?: boolean;
  sort: SearchSort;
}

/** Why an item stands where it does. */
export interface ItemRanking {
  position: number;
  /** Text rank plus the title bonus: the relevance order of a ranked search. */
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
  method: SearchMethod,
  params: { page: number; pageSize: number },
  items: T[],
): Promise<(T & { ranking: ItemRanking })[]> {
  const rows = await db.many<Omit<ItemRanking, 'position' | 'score'> & { id: number }>(sql`
    SELECT ci.id, ts_rank(ci.search, q)::float8 AS "textRank", ${titleContains(terms)} AS "titleContainsTerms",
           to_tsvector('english', ci.title) @@ q AS "titleMatch", ci.popularity
    FROM content_items ci, websearch_to_tsquery('english', ${terms}) q
    WHERE ci.id = ANY(${items.map((i) => i.id)})`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const first = (params.page - 1) * params.pageSize + 1;
  return items.map((item, i) => {
    const { id: _id, ...facts } = byId.get(item.id)!;
    const score = method === 'ranked' ? facts.textRank + (facts.titleContainsTerms ? 1 : 0) : facts.textRank;
    return { ...item, ranking: { position: first + i, score, ...facts } };
  });
}
