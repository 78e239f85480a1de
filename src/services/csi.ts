import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { MfCode } from '../domain/csi';
import { divisionTitle, sectionTitle } from '../domain/csi';

export interface CsiDivision {
  division: string;
  title: string;
}

export interface CsiSection {
  section: string;
  title: string;
  division: string;
}

export async function listDivisions(db: Queryable, mf = '04'): Promise<CsiDivision[]> {
  return db.many<CsiDivision>(sql`SELECT division, title FROM csi_divisions WHERE mf = ${mf} ORDER BY division`);
}

export async function getDivision(db: Queryable, division: string, mf = '04'): Promise<CsiDivision | null> {
  return db.maybeOne<CsiDivision>(
    sql`SELECT division, title FROM csi_divisions WHERE mf = ${mf} AND division = ${division}`,
  );
}

export async function getSection(db: Queryable, section: string, mf = '04'): Promise<CsiSection | null> {
  return db.maybeOne<CsiSection>(
    sql`SELECT section, title, division FROM csi_sections WHERE mf = ${mf} AND section = ${section}`,
  );
}

interface CsiTitles {
  division(division: string): string;
  section(section: string): string;
}

/**
 * Titles of several divisions and sections of one format in one query. A number the tables
 * lack (a database seeded before the domain lists grew) falls back to the domain lists; a
 * 1995 broadscope number such as '08000' to its division's title.
 */
export async function csiTitles(db: Queryable, mf: MfCode, divisions: string[], sections: string[]): Promise<CsiTitles> {
  const rows = await db.many<{ kind: string; number: string; title: string }>(sql`
    SELECT 'd' AS kind, division AS number, title FROM csi_divisions WHERE mf = ${mf} AND division = ANY(${divisions}::text[])
    UNION ALL
    SELECT 's', section, title FROM csi_sections WHERE mf = ${mf} AND section = ANY(${sections}::text[])`);
  const found = new Map(rows.map((r) => [`${r.kind}${r.number}`, r.title]));
  const division = (d: string) => found.get(`d${d}`) ?? divisionTitle(d, mf) ?? '';
  return {
    division,
    section: (s) => found.get(`s${s}`) ?? sectionTitle(s, mf) ?? (/^\d{2}000$/.test(s) ? division(s.slice(0, 2)) : ''),
  };
}
