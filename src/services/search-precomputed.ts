import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { ContentCard } from './content-items';
import type { PageQuery } from './search-page';
import { pageOfRanked } from './search-page';

/** A querytree of one lexeme, "'door'": the capture is the lexeme. */
const ONE_LEXEME = "^'([^']+)'$";

/**
 * For a one-word query ('doors' → 'door') whose word is common enough to have precomputed lists (search_top,
 * rebuilt with the search index): the word and its exact matches per content type, in one statement. Null for
 * anything more complex, a word without lists, or one whose lists a write made stale (until refreshSearchSummaries
 * refreshes them): those are matched the slow, exact way.
 */
export async function precomputedCounts(db: Queryable, terms: string): Promise<{ lexeme: string; counts: Record<string, number> } | null> {
  const row = await db.one<{ lexeme: string | null; counts: Record<string, number> | null }>(sql`
    WITH l AS (SELECT substring(querytree(websearch_to_tsquery('english', ${terms})) FROM ${ONE_LEXEME}) AS lexeme)
    SELECT l.lexeme, (SELECT json_object_agg(st.content_type, st.total) FROM search_top st
                      WHERE st.lexeme = l.lexeme AND st.content_type <> 'all'
                        AND NOT EXISTS (SELECT 1 FROM search_top_stale s WHERE s.lexeme = l.lexeme)) AS counts
    FROM l`);
  return row.lexeme && row.counts ? { lexeme: row.lexeme, counts: row.counts } : null;
}

/** A common word's best 1,000 items of a content type (or of all), in ranked order. */
export async function precomputedIds(db: Queryable, lexeme: string, contentType: string | undefined): Promise<number[]> {
  const list = await db.maybeOne<{ ids: number[] }>(sql`SELECT ids FROM search_top WHERE lexeme = ${lexeme} AND content_type = ${contentType ?? 'all'}`);
  return list?.ids ?? [];
}

/** One page of a common word's best 1,000 items, in their ranked order for relevance or re-sorted for the other orders. */
export async function precomputedPage(db: Queryable, lexeme: string, q: PageQuery & { contentType?: string }): Promise<ContentCard[]> {
  return pageOfRanked(db, await precomputedIds(db, lexeme, q.contentType), q);
}
