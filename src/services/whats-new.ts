import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { WhatsNewType } from '../domain/content-types';
import type { Period } from '../domain/periods';
import type { SortState } from '../domain/sort';
import type { ContentCard } from './content-items';
import { CARD_COLUMNS, manyCards } from './content-items';
import { orderBy } from './listing-sort';
import type { Page } from './pagination';
import { offsetOf, pageOf, PAGE_SIZE } from './pagination';

export const WHATS_NEW_SORT_FIELDS = ['date', 'title', 'company'] as const;

const SORT_COLUMNS = { date: 'ci.published_at', title: 'lower(ci.title)', company: 'lower(c.name)' };
const NEWEST: SortState = { field: 'date', direction: 'desc' };

/** Period bounds as UTC instants, whatever the database session's time zone. */
function inPeriod(period: Period) {
  return sql`ci.online AND ci.published_at >= ${`${period.start}T00:00:00Z`}::timestamptz
    AND ci.published_at < ${`${period.end}T00:00:00Z`}::timestamptz`;
}

/** Items published in a period, newest first unless sorted otherwise; "all" is every content type. */
export async function whatsNew(
  db: Queryable,
  options: { contentType: WhatsNewType; period: Period; page: number; sort?: SortState },
): Promise<Page<ContentCard>> {
  const where = options.contentType === 'all' ? inPeriod(options.period) : sql`${inPeriod(options.period)} AND ci.content_type = ${options.contentType}`;
  const [total, items] = await Promise.all([
    db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM content_items ci WHERE ${where}`),
    manyCards(
      db,
      sql`SELECT ${CARD_COLUMNS} FROM content_items ci JOIN companies c ON c.coid = ci.coid
          WHERE ${where}
          ORDER BY ${orderBy(options.sort ?? NEWEST, SORT_COLUMNS, 'ci.id DESC')}
          LIMIT ${PAGE_SIZE} OFFSET ${offsetOf(options.page)}`,
    ),
  ]);
  return pageOf(items, total.n, options.page);
}

/** Content type → items published in a period. */
export async function whatsNewCounts(db: Queryable, period: Period): Promise<Record<string, number>> {
  const rows = await db.many<{ contentType: string; n: number }>(sql`
    SELECT ci.content_type AS "contentType", count(*)::int AS n FROM content_items ci
    WHERE ${inPeriod(period)} GROUP BY ci.content_type`);
  return Object.fromEntries(rows.map((r) => [r.contentType, r.n]));
}

/** The first and last publication moments of online items (null when there are none). */
export async function publishedRange(db: Queryable, contentType: WhatsNewType): Promise<{ first: string | null; last: string | null }> {
  const filter = contentType === 'all' ? sql.empty : sql`AND content_type = ${contentType}`;
  return db.one(sql`
    SELECT to_char(min(published_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS first,
      to_char(max(published_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last
    FROM content_items WHERE online ${filter}`);
}

/** The newest publication moment of an online item at or before `now` (null when there is none). */
export async function latestPublished(db: Queryable, now: Date): Promise<Date | null> {
  const row = await db.one<{ last: string | null }>(sql`
    SELECT to_char(max(published_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last
    FROM content_items WHERE online AND published_at <= ${now.toISOString()}::timestamptz`);
  return row.last === null ? null : new Date(row.last);
}

/**
 * The months (UTC) in which anything online was published, newest first (sitemap): each the month of the newest
 * item before the one before, found walking content_items_published back (a loose index scan, one probe per month,
 * where a DISTINCT read all 400,000 items at 100k products).
 */
export async function publishedMonths(db: Queryable): Promise<string[]> {
  const rows = await db.many<{ month: string }>(sql`
    WITH RECURSIVE m(month) AS (
      SELECT date_trunc('month', max(published_at), 'UTC') FROM content_items WHERE online
      UNION ALL
      SELECT (SELECT date_trunc('month', max(ci.published_at), 'UTC') FROM content_items ci WHERE ci.online AND ci.published_at < m.month)
      FROM m WHERE m.month IS NOT NULL
    ) SELECT to_char(month AT TIME ZONE 'UTC', 'YYYY-MM') AS month FROM m WHERE month IS NOT NULL ORDER BY 1 DESC`);
  return rows.map((r) => `${r.month}-01`);
}
