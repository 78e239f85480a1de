import { sql } from '../../db/sql';
import type { SqlQuery } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { ALL_MANUFACTURERS, clientNameOf, dateBounds } from '../../domain/reports';
import type { ReportDates } from '../../domain/reports';

/** The client company a report is about, as access control resolved it. */
export interface ReportCompany {
  coid: number;
  /** The stored name (may hold HTML); reports show it as plain text. */
  name: string;
  webabrv: string | null;
}

/** One company, or every company (all-coid, administrators). */
export type ReportScope = ReportCompany | 'all';

/** Rows a report holds at most: the latest specified projects are kept, and the report says so. */
export const REPORT_MAX_ROWS = 5000;

export function clientNameOfScope(scope: ReportScope): string {
  return scope === 'all' ? ALL_MANUFACTURERS : clientNameOf(scope.name);
}

/**
 * `AND column >= start AND column < end` for the period (whole UTC days), left out where the
 * period is open. `column` is constant text of the calling query, never input.
 */
export function periodCondition(column: string, dates: ReportDates): SqlQuery {
  const { start, end } = dateBounds(dates);
  const col = sql.raw(column);
  return sql.join(
    [start ? sql` AND ${col} >= ${start}` : sql.empty, end ? sql` AND ${col} < ${end}` : sql.empty],
    '',
  );
}

/** Titles of CSI sections (MasterFormat 2004) by key, for the report's columns. */
export async function csiTitles(db: Queryable, keys: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return new Map();
  const rows = await db.many<{ section: string; title: string }>(sql`
    SELECT section, title FROM csi_sections WHERE mf = '04' AND section = ANY(${unique}::text[])`);
  return new Map(rows.map((r) => [r.section, r.title]));
}
