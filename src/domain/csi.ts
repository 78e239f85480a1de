import { DIVISIONS } from './csi-divisions';
import { DIVISIONS_95, SECTIONS_95 } from './csi-1995';
import { SECTIONS_03_07 } from './csi-sections-03-07';
import { SECTIONS_08_09 } from './csi-sections-08-09';
import { SECTIONS_10_14 } from './csi-sections-10-14';
import { SECTIONS_21_33 } from './csi-sections-21-33';

export { DIVISIONS, DIVISIONS_95, SECTIONS_95 };

export const MF_CODES = ['04', '95'] as const;
export type MfCode = (typeof MF_CODES)[number];

/** The MasterFormat edition a visitor sees until they choose another: 2004. */
export const DEFAULT_MF = '04';

interface CsiSection {
  section: string;
  title: string;
  division: string;
}

/** MasterFormat 2004 sections ("08 11 13" style numbers). */
export const SECTIONS: ReadonlyArray<CsiSection> = [
  ...SECTIONS_03_07,
  ...SECTIONS_08_09,
  ...SECTIONS_10_14,
  ...SECTIONS_21_33,
].map(([section, title]) => ({ section, title, division: section.slice(0, 2) }));

const DIVISION_TITLES = new Map(DIVISIONS.map((d) => [d.division, d.title]));
const DIVISION_TITLES_95 = new Map(DIVISIONS_95.map((d) => [d.division, d.title]));
const SECTION_TITLES = new Map(SECTIONS.map((s) => [s.section, s.title]));
const SECTION_TITLES_95 = new Map(SECTIONS_95.map((s) => [s.section, s.title]));
const SECTION_INPUT = /^(\d{2})[ .-]?(\d{2})(?:[ .-]?(\d{2}))?$/;

export function isMfCode(v: unknown): v is MfCode {
  return v === '04' || v === '95';
}

/** True for a two-digit MasterFormat 2004 division number such as "08". */
export function isDivision(v: unknown): v is string {
  return typeof v === 'string' && DIVISION_TITLES.has(v);
}

/**
 * Canonical "08 11 13" form of a 2004 section number written as "081113",
 * "08-11-13", "08.11.13" or "0811" (level 2, becomes "08 11 00"). Null when
 * malformed or in an unknown division.
 */
export function normalizeSection(input: string): string | null {
  const match = SECTION_INPUT.exec(input.trim());
  if (!match) return null;
  const [, division, level2, level3 = '00'] = match;
  if (!DIVISION_TITLES.has(division)) return null;
  return `${division} ${level2} ${level3}`;
}

/** Division of a section number: "08 11 13" → "08", "08110" → "08". */
export function divisionOf(section: string): string {
  return (normalizeSection(section) ?? section.trim()).slice(0, 2);
}

/** URL form of a section number: "08 11 13" → "081113". */
export function sectionSlug(section: string): string {
  return section.replace(/\D/g, '');
}

export function divisionTitle(division: string, mf: MfCode = '04'): string | null {
  const trimmed = division.trim();
  const key = /^\d$/.test(trimmed) ? `0${trimmed}` : trimmed;
  return (mf === '95' ? DIVISION_TITLES_95 : DIVISION_TITLES).get(key) ?? null;
}

export function sectionTitle(section: string, mf: MfCode = '04'): string | null {
  if (mf === '95') return SECTION_TITLES_95.get(section.replace(/\D/g, '')) ?? null;
  const normalized = normalizeSection(section);
  return normalized ? (SECTION_TITLES.get(normalized) ?? null) : null;
}
