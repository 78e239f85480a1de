import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { ContentCard } from './content-items';
import type { PageQuery } from './search-page';
import { pageOfRanked } from './search-page';

/** The lexeme of a one-word query ('doors' → 'door'), or null for anything more complex. */
export async function singleLexeme(db: Queryable, terms: string): Promise<string | null> {
  const row = await db.one<{ tree: string }>(sql`SELECT querytree(websearch_to_tsquery('english', ${terms})) AS tree`);
  return /^'([^']+)'$/.exec(row.tree)?.[1] ?? null;
}

/**
 * Exact matches per content type of a common word, from search_top (rebuilt with the search
 * index), or null when the word is not common enough to have a precomputed list or its list is stale.
 */
export async function precomputedCounts(db: Queryable, lexeme: string): Promise<Record<string, number> | null> {
  const rows = await db.many<{ contentType: string; total: number }>(
    // A word whose list a write made stale (until bumpDataVersion refreshes it) is matched the slow, exact way.
    sql`SELECT content_type AS "contentType", total FROM search_top
        WHERE lexeme = ${lexeme} AND content_type <> 'all' AND NOT EXISTS (SELECT 1 FROM search_top_stale WHERE lexeme = ${lexeme})`,
  );
  return rows.length === 0 ? null : Object.fromEntries(rows.map((r) => [r.contentType, r.total]));
}

/** One page of a common word's best 1,000 items, in their ranked order for relevance or re-sorted for the other orders. */
export async function precomputedPage(db: Queryable, lexeme: string, q: PageQuery & { contentType?: string }): Promise<ContentCard[]> {
  const list = await db.maybeOne<{ ids: number[] }>(
    sql`SELECT ids FROM search_top WHERE lexeme = ${lexeme} AND content_type = ${q.contentType ?? 'all'}`,
  );
  return pageOfRanked(db, list?.ids ?? [], q);
}
