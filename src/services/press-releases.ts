import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { companyPath } from '../domain/company-id';
import type { SortState } from '../domain/sort';
import { orderBy } from './listing-sort';
import type { Page } from './pagination';
import { offsetOf, pageOf, PAGE_SIZE } from './pagination';

export interface PressRelease {
  seq: number;
  coid: number;
  companyName: string;
  companyUrl: string;
  title: string;
  division: string | null;
  divisionTitle: string | null;
  publishedAt: string;
  /** The release's first paragraph (its dateline and lead). */
  summary: string;
  /** The paragraphs after the summary. */
  rest: string[];
}

type Row = Omit<PressRelease, 'companyUrl' | 'summary' | 'rest'> & { body: string };

export const PRESS_SORT_FIELDS = ['date', 'title', 'company'] as const;

const SORT_COLUMNS = { date: 'pr.published_at', title: 'lower(pr.title)', company: 'lower(c.name)' };
const NEWEST: SortState = { field: 'date', direction: 'desc' };

function toRelease({ body, ...row }: Row): PressRelease {
  const [summary = '', ...rest] = body.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return { ...row, companyUrl: companyPath(row.companyName, row.coid), summary, rest };
}

/** Press releases newest first (or sorted), optionally only those of some divisions. */
export async function listPressReleases(
  db: Queryable,
  options: { divisions?: string[]; page?: number; sort?: SortState } = {},
): Promise<Page<PressRelease>> {
  const page = options.page ?? 1;
  const divisions = options.divisions ?? [];
  const where = divisions.length > 0 ? sql`pr.division = ANY(${divisions}::text[])` : sql`true`;
  const [total, rows] = await Promise.all([
    db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM press_releases pr WHERE ${where}`),
    db.many<Row>(sql`
      SELECT pr.seq, pr.coid, c.name AS "companyName", pr.title, pr.body, pr.division, d.title AS "divisionTitle",
        to_char(pr.published_at, 'YYYY-MM-DD') AS "publishedAt"
      FROM press_releases pr JOIN companies c ON c.coid = pr.coid
      LEFT JOIN csi_divisions d ON d.mf = '04' AND d.division = pr.division
      WHERE ${where}
      ORDER BY ${orderBy(options.sort ?? NEWEST, SORT_COLUMNS, 'pr.seq DESC')}
      LIMIT ${PAGE_SIZE} OFFSET ${offsetOf(page)}`),
  ]);
  return pageOf(rows.map(toRelease), total.n, page);
}

/** Division → number of press releases (the division filter). */
export async function pressReleaseCountsByDivision(db: Queryable): Promise<Record<string, number>> {
  const rows = await db.many<{ division: string; n: number }>(sql`
    SELECT division, count(*)::int AS n FROM press_releases WHERE division IS NOT NULL GROUP BY division`);
  return Object.fromEntries(rows.map((r) => [r.division, r.n]));
}
