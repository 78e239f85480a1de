import { sql } from '../db/sql';
import type { Queryable } from '../db/types';

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
