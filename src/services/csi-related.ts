import type { MfCode } from '../domain/csi';
import { normalizeSection } from '../domain/csi';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { CsiSection } from './csi';
import { facetCounts } from './csi-counts';
import type { SectionCount } from './csi-lookups';

const RELATED_SECTIONS_MAX = 50;

type RelatedMatch = 'exact' | 'title' | 'division';

interface RelatedSection extends SectionCount {
  /** exact: the number or the whole title; title: every word in the title; division: beside an exact match. */
  match: RelatedMatch;
}

interface RelatedQuery {
  qstr: string;
  mf: MfCode;
  contentType?: string;
}

/** The section number a query string spells, in the format `mf` ("081113", "08 11 13", "08110"), or null. */
function sectionNumberIn(qstr: string, mf: MfCode): string | null {
  if (mf === '04') return normalizeSection(qstr);
  const digits = qstr.replace(/[\s.-]/g, '');
  return /^\d{5}$/.test(digits) ? digits : null;
}

/**
 * Sections related to a query string (GET /api/csinos/related): exact matches (the number, or
 * the whole title), sections whose title has every word, then the other sections of the exact
 * matches' divisions that hold online items. With a content type, only sections holding online
 * items of that type, and the counts are of that type. At most RELATED_SECTIONS_MAX.
 */
export async function relatedSections(db: Queryable, query: RelatedQuery): Promise<RelatedSection[]> {
  const { qstr, mf } = query;
  const number = sectionNumberIn(qstr, mf);
  const exact = await db.many<CsiSection>(sql`
    SELECT section, title, division FROM csi_sections
    WHERE mf = ${mf} AND (section = ${number ?? ''} OR lower(title) = lower(${qstr})) ORDER BY section`);
  const byTitle = await db.many<CsiSection>(sql`
    SELECT section, title, division FROM csi_sections
    WHERE mf = ${mf} AND to_tsvector('english', title) @@ plainto_tsquery('english', ${qstr}) ORDER BY section`);
  const divisions = [...new Set(exact.map((s) => s.division))];
  const byDivision = divisions.length
    ? await db.many<CsiSection>(sql`
        SELECT section, title, division FROM csi_sections WHERE mf = ${mf} AND division = ANY(${divisions}::text[]) ORDER BY section`)
    : [];
  const counts = await facetCounts(db, mf, { contentType: query.contentType });
  const seen = new Set<string>();
  const related: RelatedSection[] = [];
  const groups: [RelatedMatch, CsiSection[]][] = [['exact', exact], ['title', byTitle], ['division', byDivision]];
  for (const [match, sections] of groups) {
    for (const section of sections) {
      const count = counts.get(section.section) ?? 0;
      // Neighbours in a division only count when they hold something; so does everything when a type is asked.
      if (seen.has(section.section) || (count === 0 && (query.contentType || match === 'division'))) continue;
      seen.add(section.section);
      related.push({ ...section, count, match });
    }
  }
  return related.slice(0, RELATED_SECTIONS_MAX);
}
