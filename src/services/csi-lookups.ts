import { companyPath } from '../domain/company-id';
import type { MfCode } from '../domain/csi';
import { divisions04In95 } from '../domain/csi-crosswalk';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { CsiSection } from './csi';
import { companyItemCounts, companySectionKey, facetCounts } from './csi-counts';

/** CSI lookups (/api/csisecs/..., /api/csinos/...); section numbers are in the format `mf`. */

export interface SectionCount extends CsiSection {
  /** Online content items filed under the section. */
  count: number;
}

/** The sections a company is listed under (company_sections), with its online items in each. */
export async function manufacturerSections(db: Queryable, coid: number, mf: MfCode): Promise<SectionCount[]> {
  const sections = await db.many<CsiSection>(sql`
    SELECT s.section, s.title, s.division FROM company_sections cs
    JOIN csi_sections s ON s.mf = cs.mf AND s.section = cs.section
    WHERE cs.coid = ${coid} AND cs.mf = ${mf} ORDER BY s.section`);
  const counts = await companyItemCounts(db, mf, sql`ci.coid = ${coid}`);
  return sections.map((s) => ({ ...s, count: counts.get(companySectionKey(coid, s.section)) ?? 0 }));
}

interface SectionManufacturer {
  coid: number;
  name: string;
  path: string;
  isClient: boolean;
  count: number;
}

/** Manufacturers listed under a section: clients first, then most online items there, then by name. */
export async function sectionManufacturers(db: Queryable, mf: MfCode, section: string): Promise<SectionManufacturer[]> {
  const companies = await db.many<{ coid: number; name: string; isClient: boolean }>(sql`
    SELECT c.coid, c.name, c.is_client AS "isClient" FROM company_sections cs JOIN companies c ON c.coid = cs.coid
    WHERE cs.mf = ${mf} AND cs.section = ${section}`);
  const counts = await companyItemCounts(db, mf, sql`ci.coid = ANY(${companies.map((c) => c.coid)}::int[])`);
  return companies
    .map((c) => ({ ...c, path: companyPath(c.name, c.coid), count: counts.get(companySectionKey(c.coid, section)) ?? 0 }))
    .sort((a, b) => Number(b.isClient) - Number(a.isClient) || b.count - a.count || a.name.localeCompare(b.name));
}

/** Every section of a division with its online items (zero included), by number. */
export async function divisionSections(db: Queryable, mf: MfCode, division: string): Promise<SectionCount[]> {
  const sections = await db.many<CsiSection>(sql`
    SELECT section, title, division FROM csi_sections WHERE mf = ${mf} AND division = ${division} ORDER BY section`);
  const counts = await facetCounts(db, mf, { divisions04: mf === '95' ? divisions04In95(division) : [division] });
  return sections.map((s) => ({ ...s, count: counts.get(s.section) ?? 0 }));
}
