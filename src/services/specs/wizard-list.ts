import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { WIZARD_FROM } from './spec-store';

/** An active online spec wizard as lists show it. */
export interface WizardListItem {
  contentId: number;
  /** 'abc-081113.sw' */
  filename: string;
  coid: number;
  companyName: string;
  /** MasterFormat 2004 number, '08 11 13'. */
  section: string;
  sectionTitle: string;
  title: string;
}

export interface WizardFilter {
  coid?: number;
  /** With coid: the wizards that edit that manufacturer's spec of this section. */
  section?: string;
  /** Case-insensitive part of the filename; empty matches all. */
  filename?: string;
  /** Case-insensitive part of the title, manufacturer name or section number; empty matches all. */
  text?: string;
}

export interface WizardPage {
  from: number;
  size: number;
}

const ORDERS = {
  company: sql.raw('c.name, ci.section, w.filename'),
  filename: sql.raw('w.filename'),
} as const;

function where(filter: WizardFilter) {
  const conditions = [
    sql`w.active AND ci.online`,
    filter.coid !== undefined ? sql`ci.coid = ${filter.coid}` : null,
    filter.section !== undefined ? sql`ci.section = ${filter.section}` : null,
    // strpos rather than ILIKE: '_' and '%' in the text are plain characters.
    filter.filename ? sql`strpos(lower(w.filename), lower(${filter.filename})) > 0` : null,
    filter.text ? sql`strpos(lower(ci.title || ' ' || c.name || ' ' || ci.section), lower(${filter.text})) > 0` : null,
  ].filter((c) => c !== null);
  return sql.join(conditions, ' AND ');
}

/** Active online wizards matching the filter, by company then section, or by filename. */
export function activeWizards(
  db: Queryable,
  filter: WizardFilter,
  order: keyof typeof ORDERS = 'company',
  page?: WizardPage,
): Promise<WizardListItem[]> {
  const limit = page ? sql`LIMIT ${page.size} OFFSET ${page.from}` : sql.empty;
  return db.many<WizardListItem>(sql`
    SELECT w.content_id AS "contentId", w.filename, ci.coid, c.name AS "companyName", ci.section,
      coalesce(s.title, '') AS "sectionTitle", ci.title
    FROM ${WIZARD_FROM} LEFT JOIN csi_sections s ON s.mf = '04' AND s.section = ci.section
    WHERE ${where(filter)}
    ORDER BY ${ORDERS[order]} ${limit}`);
}

/** How many active online wizards match the filter. */
export async function countActiveWizards(db: Queryable, filter: WizardFilter): Promise<number> {
  const row = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${WIZARD_FROM} WHERE ${where(filter)}`);
  return row.n;
}
