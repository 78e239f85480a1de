import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { SearchSort } from '../domain/search-sort';
import type { ContentCard } from './content-items';
import { CARD_COLUMNS, manyCards } from './content-items';
import { searchOrderBy } from './search-order';

export interface PrecomputedQuery {
  contentType?: string;
  page: number;
  pageSize: number;
  sort: SearchSort;
}

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

/**
 * One page of a common word's best 1,000 items (title matches first, then popularity, then id),
 * in that order for relevance or re-sorted for the other orders.
 */
export async function precomputedPage(db: Queryable, lexeme: string, q: PrecomputedQuery): Promise<ContentCard[]> {
  const listType = q.contentType ?? 'all';
  const offset = (q.page - 1) * q.pageSize;
  const cards = sql`SELECT ${CARD_COLUMNS} FROM content_items ci JOIN companies c ON c.coid = ci.coid`;
  if (q.sort.field === 'relevance') {
    const list = await db.maybeOne<{ ids: number[] }>(
      sql`SELECT ids FROM search_top WHERE lexeme = ${lexeme} AND content_type = ${listType}`,
    );
    const ordered = q.sort.direction === 'desc' ? (list?.ids ?? []) : [...(list?.ids ?? [])].reverse();
    const ids = ordered.slice(offset, offset + q.pageSize);
    const items = await manyCards(db, sql`${cards} WHERE ci.id = ANY(${ids})`);
    const position = new Map(ids.map((id, i) => [id, i]));
    return items.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  }
  return manyCards(
    db,
    sql`${cards} WHERE ci.id IN (SELECT unnest(ids) FROM search_top WHERE lexeme = ${lexeme} AND content_type = ${listType})
        ORDER BY ${searchOrderBy(q.sort)} LIMIT ${q.pageSize} OFFSET ${offset}`,
  );
}
