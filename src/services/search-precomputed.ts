import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { ContentCard } from './content-items';
import { CARD_COLUMNS, manyCards } from './content-items';

export interface SearchOutcome {
  counts: Record<string, number>;
  total: number;
  items: ContentCard[];
}

export interface PrecomputedQuery {
  contentType?: string;
  page: number;
  pageSize: number;
  /** SQL ORDER BY over the card columns, or null for the precomputed relevance order. */
  order: string | null;
  descending: boolean;
  countCap: number;
}

/** The lexeme of a one-word query ('doors' → 'door'), or null for anything more complex. */
export async function singleLexeme(db: Queryable, terms: string): Promise<string | null> {
  const row = await db.one<{ tree: string }>(sql`SELECT querytree(websearch_to_tsquery('english', ${terms})) AS tree`);
  return /^'([^']+)'$/.exec(row.tree)?.[1] ?? null;
}

/**
 * A one-word search answered from search_top (rebuilt with the search index): exact counts
 * per content type and the best 1,000 items, title matches first, then popularity.
 * Returns null when the word is not common enough to have a precomputed list, or its list is stale.
 */
export async function precomputedSearch(db: Queryable, lexeme: string, q: PrecomputedQuery): Promise<SearchOutcome | null> {
  const rows = await db.many<{ contentType: string; total: number }>(
    // A word whose list a write made stale (until bumpDataVersion refreshes it) is matched the slow, exact way.
    sql`SELECT content_type AS "contentType", total FROM search_top
        WHERE lexeme = ${lexeme} AND NOT EXISTS (SELECT 1 FROM search_top_stale WHERE lexeme = ${lexeme})`,
  );
  if (rows.length === 0) return null;
  const counts = Object.fromEntries(
    rows.filter((r) => r.contentType !== 'all').map((r) => [r.contentType, Math.min(r.total, q.countCap)]),
  );
  const listType = q.contentType ?? 'all';
  const total = rows.find((r) => r.contentType === listType)?.total ?? 0;
  if (total === 0) return { counts, total, items: [] };
  const offset = (q.page - 1) * q.pageSize;
  const window = sql`(SELECT unnest(ids) FROM search_top WHERE lexeme = ${lexeme} AND content_type = ${listType})`;
  if (q.order === null) {
    const list = await db.one<{ ids: number[] }>(
      sql`SELECT ids FROM search_top WHERE lexeme = ${lexeme} AND content_type = ${listType}`,
    );
    const ordered = q.descending ? list.ids : [...list.ids].reverse();
    const ids = ordered.slice(offset, offset + q.pageSize);
    const cards = await manyCards(
      db,
      sql`SELECT ${CARD_COLUMNS} FROM content_items ci JOIN companies c ON c.coid = ci.coid WHERE ci.id = ANY(${ids})`,
    );
    const position = new Map(ids.map((id, i) => [id, i]));
    return { counts, total, items: cards.sort((a, b) => position.get(a.id)! - position.get(b.id)!) };
  }
  const items = await manyCards(
    db,
    sql`SELECT * FROM (SELECT ${CARD_COLUMNS} FROM content_items ci JOIN companies c ON c.coid = ci.coid
        WHERE ci.id IN ${window}) w ORDER BY ${sql.raw(q.order)} LIMIT ${q.pageSize} OFFSET ${offset}`,
  );
  return { counts, total, items };
}
