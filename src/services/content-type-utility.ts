import { sql } from '../db/sql';
import type { Queryable } from '../db/types';

export interface ContentTypeTotals {
  items: number;
  manufacturers: number;
  /** Date of the newest online item (YYYY-MM-DD), null when there is none. */
  latest: string | null;
}

export interface FormatCount {
  /** File extension as stored (dxf, ifc, pdf, …). */
  format: string;
  count: number;
  /** Average size of the files that state one, in bytes. */
  averageBytes: number | null;
}

/** How many online items of the type there are, from how many manufacturers, and the newest one's date. */
export async function contentTypeTotals(db: Queryable, contentType: string): Promise<ContentTypeTotals> {
  return db.one<ContentTypeTotals>(sql`
    SELECT count(*)::int AS items, count(DISTINCT coid)::int AS manufacturers,
      to_char(max(published_at), 'YYYY-MM-DD') AS latest
    FROM content_items WHERE content_type = ${contentType} AND online`);
}

/** The file formats the online items of the type come in, most common first. */
export async function contentTypeFormats(db: Queryable, contentType: string): Promise<FormatCount[]> {
  return db.many<FormatCount>(sql`
    SELECT file_format AS format, count(*)::int AS count, round(avg(file_size))::int AS "averageBytes"
    FROM content_items WHERE content_type = ${contentType} AND online AND file_format IS NOT NULL
    GROUP BY file_format ORDER BY count(*) DESC, file_format`);
}
