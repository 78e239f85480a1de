import type { MfCode } from '../domain/csi';
import { sectionNumber } from '../domain/csi-crosswalk';
import type { SqlQuery } from '../db/sql';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';

/**
 * Online content counted per CSI section in either format. Items are filed under 2004 sections;
 * in the 1995 format each count goes to the section its 2004 section crosswalks to.
 */

function add(counts: Map<string, number>, key: string, n: number): void {
  counts.set(key, (counts.get(key) ?? 0) + n);
}

/** Items per section (in the format `mf`) from the browse facets, optionally of one type and some 2004 divisions. */
export async function facetCounts(
  db: Queryable,
  mf: MfCode,
  filter: { contentType?: string; divisions04?: string[] } = {},
): Promise<Map<string, number>> {
  const rows = await db.many<{ section: string; n: number }>(sql`
    SELECT section, sum(n)::int AS n FROM content_facets
    WHERE mf = '04' AND section <> ''
      ${filter.contentType ? sql`AND content_type = ${filter.contentType}` : sql.empty}
      ${filter.divisions04 ? sql`AND division = ANY(${filter.divisions04}::text[])` : sql.empty}
    GROUP BY section`);
  const counts = new Map<string, number>();
  for (const row of rows) add(counts, sectionNumber(row.section, mf), row.n);
  return counts;
}

/** Online items per company and section (in the format `mf`) for the items `where` selects (alias ci). */
export async function companyItemCounts(db: Queryable, mf: MfCode, where: SqlQuery): Promise<Map<string, number>> {
  const rows = await db.many<{ coid: number; section: string; n: number }>(sql`
    SELECT ci.coid, ci.section, count(*)::int AS n FROM content_items ci
    WHERE ci.online AND ci.section IS NOT NULL AND ${where}
    GROUP BY ci.coid, ci.section`);
  const counts = new Map<string, number>();
  for (const row of rows) add(counts, companySectionKey(row.coid, sectionNumber(row.section, mf)), row.n);
  return counts;
}

export function companySectionKey(coid: number, section: string): string {
  return `${coid}|${section}`;
}
