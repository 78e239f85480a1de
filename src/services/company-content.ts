import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { ContentCard } from './content-items';
import { CARD_COLUMNS, manyCards } from './content-items';
import type { Page } from './pagination';
import { offsetOf, pageOf, PAGE_SIZE } from './pagination';

/** One company's online items of one type, by title. */
export async function companyContentOfType(
  db: Queryable,
  coid: number,
  contentType: string,
  page: number,
): Promise<Page<ContentCard>> {
  const total = await db.one<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM content_items WHERE coid = ${coid} AND content_type = ${contentType} AND online`);
  const items = await manyCards(
    db,
    sql`SELECT ${CARD_COLUMNS} FROM content_items ci JOIN companies c ON c.coid = ci.coid
        WHERE ci.coid = ${coid} AND ci.content_type = ${contentType} AND ci.online
        ORDER BY ci.title, ci.id LIMIT ${PAGE_SIZE} OFFSET ${offsetOf(page)}`,
  );
  return pageOf(items, total.n, page);
}
