import type { SqlQuery } from '../db/sql';
import { sql } from '../db/sql';
import { containsPattern } from '../domain/like-pattern';
import type { SearchSort, SearchSortField } from '../domain/search-sort';

/** The orders other than relevance (which is the ranked list's own order, see search-page.ts). */
type ListedSortField = Exclude<SearchSortField, 'relevance'>;

/**
 * ORDER BY of a search page over `ci` (content_items) and `c` (companies). Every order ends on the item id,
 * so equal titles or dates always come out in the same order.
 */
const ORDER_BY: Record<ListedSortField, Record<'asc' | 'desc', SqlQuery>> = {
  title: { asc: sql`ci.title ASC, ci.id`, desc: sql`ci.title DESC, ci.id DESC` },
  date: { desc: sql`ci.published_at DESC, ci.id DESC`, asc: sql`ci.published_at ASC, ci.id` },
  company: { asc: sql`c.name ASC, ci.title, ci.id`, desc: sql`c.name DESC, ci.title, ci.id` },
};

export function searchOrderBy(sort: SearchSort & { field: ListedSortField }): SqlQuery {
  return ORDER_BY[sort.field][sort.direction];
}

/** True when the item's title contains the terms as typed: worth 1 on top of the text rank. */
export function titleContains(terms: string): SqlQuery {
  return sql`ci.title ILIKE ${containsPattern(terms)}`;
}
