import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { notFound } from '../errors';
import type { ContentCard } from './content-items';
import { CARD_COLUMNS, manyCards } from './content-items';
import { DOWNLOADABLE_TYPES } from './files';
import type { Page } from './pagination';
import { offsetOf, pageOf } from './pagination';

interface DownloadFilter {
  coid?: number;
  /** With coid: true leaves that manufacturer's files out, false (the default) keeps only them. */
  isExcluding: boolean;
  contentType?: string;
  productIds?: number[];
  section?: string;
  division?: string;
  /** Words that must appear in the title (case-insensitive). */
  q?: string;
  page: number;
  size: number;
}

/** GET /api/search/downloads: online items with a downloadable file, newest first; a page past the last is a 404. */
export async function searchDownloads(db: Queryable, filter: DownloadFilter): Promise<Page<ContentCard>> {
  const conditions = [
    sql`ci.online AND ci.filename IS NOT NULL AND ci.content_type = ANY(${[...DOWNLOADABLE_TYPES]}::text[])`,
    filter.coid === undefined ? null : filter.isExcluding ? sql`ci.coid <> ${filter.coid}` : sql`ci.coid = ${filter.coid}`,
    filter.contentType ? sql`ci.content_type = ${filter.contentType}` : null,
    filter.productIds?.length ? sql`ci.product_seq = ANY(${filter.productIds}::int[])` : null,
    filter.section ? sql`ci.section = ${filter.section}` : null,
    filter.division ? sql`ci.division = ${filter.division}` : null,
    filter.q ? sql`strpos(lower(ci.title), lower(${filter.q})) > 0` : null,
  ].filter((c) => c !== null);
  const where = sql.join(conditions, ' AND ');
  const [count, items] = await Promise.all([
    db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM content_items ci WHERE ${where}`),
    manyCards(
      db,
      sql`SELECT ${CARD_COLUMNS} FROM content_items ci JOIN companies c ON c.coid = ci.coid
          WHERE ${where} ORDER BY ci.published_at DESC, ci.id DESC
          LIMIT ${filter.size} OFFSET ${offsetOf(filter.page, filter.size)}`,
    ),
  ]);
  const page = pageOf(items, count.n, filter.page, filter.size);
  if (page.page > page.pageCount) throw notFound(`No page ${page.page}: the last page is ${page.pageCount}`);
  return page;
}
