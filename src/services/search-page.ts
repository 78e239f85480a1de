import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { SearchSort } from '../domain/search-sort';
import type { ContentCard } from './content-items';
import { CARD_COLUMNS, manyCards } from './content-items';
import { searchOrderBy } from './search-order';

export interface PageQuery {
  page: number;
  pageSize: number;
  sort: SearchSort;
}

/**
 * One page of a ranked list of item ids (best first): in the list's order for relevance (reversed for
 * ascending), or re-sorted by title, date or manufacturer.
 */
export async function pageOfRanked(db: Queryable, ids: readonly number[], q: PageQuery): Promise<ContentCard[]> {
  const offset = (q.page - 1) * q.pageSize;
  const cards = sql`SELECT ${CARD_COLUMNS} FROM content_items ci JOIN companies c ON c.coid = ci.coid`;
  const { field, direction } = q.sort;
  if (field === 'relevance') {
    const ordered = direction === 'desc' ? ids : [...ids].reverse();
    const pageIds = ordered.slice(offset, offset + q.pageSize);
    const items = await manyCards(db, sql`${cards} WHERE ci.id = ANY(${pageIds})`);
    const position = new Map(pageIds.map((id, i) => [id, i]));
    return items.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  }
  return manyCards(
    db,
    sql`${cards} WHERE ci.id = ANY(${ids}) ORDER BY ${searchOrderBy({ field, direction })} LIMIT ${q.pageSize} OFFSET ${offset}`,
  );
}
