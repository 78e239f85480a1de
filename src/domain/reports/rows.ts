import { normalizeSection, sectionSlug, sectionTitle } from '../csi';
import { projectTypeName } from '../project-types';
import { inDateRange, isoDay } from './dates';
import { cleanText, fullNameOf } from './text';
import type { CsiColumn, ReportDates, ReportRow } from './types';

/**
 * One specification as the queries read it: a project (or wizard project), its owner, one
 * CSI section of the client and when it was specified. A project with several sections
 * comes as several raw rows; a wizard without a section has `section: null`.
 */
export interface RawReportRow {
  projectId: string | number;
  name: string;
  /** A project type code (10 Commercial, 11 Office, ...), or legacy text ('.' is empty). */
  type: number | string | null;
  userId: number;
  company: string | null;
  firstName: string | null;
  lastName: string | null;
  website: string | null;
  city: string | null;
  state: string | null;
  section: string | null;
  specDate: Date | string;
}

/** A project grouped from its raw rows, before the CSI columns are known. */
interface ProjectGroup extends Omit<ReportRow, 'csis'> {
  sections: Set<string>;
}

/** Type by name: a code becomes its project type name; other text is kept unless empty. */
export function projectTypeText(type: number | string | null): string | null {
  if (type === null || type === undefined) return null;
  if (typeof type === 'number' || /^\s*\d+\s*$/.test(type)) return projectTypeName(type);
  return cleanText(type);
}

/** '08 11 13' for any accepted spelling ('081113'); other text trimmed. */
export function csiKeyOf(section: string): string {
  return normalizeSection(section) ?? section.trim();
}

/**
 * Groups raw rows by project, in order of first appearance, keeping only specifications
 * within the period: specDate is the latest of them, sections the set of their sections.
 */
export function groupProjects(raw: readonly RawReportRow[], dates: ReportDates): ProjectGroup[] {
  const groups = new Map<string, ProjectGroup>();
  for (const row of raw) {
    const day = isoDay(row.specDate);
    if (!inDateRange(day, dates)) continue;
    const projectId = String(row.projectId);
    let group = groups.get(projectId);
    if (!group) {
      group = {
        projectId,
        name: row.name,
        type: projectTypeText(row.type),
        userId: row.userId,
        company: cleanText(row.company),
        fullName: fullNameOf(row.firstName, row.lastName),
        website: cleanText(row.website),
        city: cleanText(row.city),
        state: cleanText(row.state),
        specDate: day,
        sections: new Set(),
      };
      groups.set(projectId, group);
    } else if (day > group.specDate) {
      group.specDate = day;
    }
    const section = cleanText(row.section);
    if (section) group.sections.add(csiKeyOf(section));
  }
  return [...groups.values()];
}

/** Every section of the groups, in MasterFormat order, titled from `titles` (else the built-in list). */
export function csiColumnsOf(groups: readonly ProjectGroup[], titles: ReadonlyMap<string, string>): CsiColumn[] {
  const keys = new Set(groups.flatMap((g) => [...g.sections]));
  return [...keys]
    .sort((a, b) => sectionSlug(a).localeCompare(sectionSlug(b)) || a.localeCompare(b))
    .map((key) => ({ key, value: titles.get(key) ?? sectionTitle(key) ?? '' }));
}

/** A report row: the group's fields and one boolean per CSI column. */
export function toReportRow(group: ProjectGroup, columns: readonly CsiColumn[]): ReportRow {
  const { sections, ...fields } = group;
  return { ...fields, csis: Object.fromEntries(columns.map((c) => [c.key, sections.has(c.key)])) };
}

/** A row as the JSON answer gives it: one boolean per CSI section key beside the fields, and the same flags as `csis`. */
type FlatReportRow = ReportRow & Record<string, unknown>;

/** Adds the row's CSI flags as top-level keys ('08 11 13': true); a key never collides with a field, being digits and spaces. */
export function flatReportRow(row: ReportRow): FlatReportRow {
  return { ...row.csis, ...row };
}
