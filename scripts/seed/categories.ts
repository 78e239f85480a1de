import { SECTIONS, SECTIONS_95 } from '../../src/domain/csi';
import { ENVELOPE } from './families-envelope';
import { FURNISHINGS } from './families-furnishings';
import { INTERIORS } from './families-interiors';
import { OPENINGS } from './families-openings';
import { SYSTEMS } from './families-systems';
import type { Category, Family } from './vocab-types';

const KNOWN_04 = new Set(SECTIONS.map((s) => s.section));
const KNOWN_95 = new Set(SECTIONS_95.map((s) => s.section));

function digits(section: string): number {
  return Number(section.replace(/\D/g, ''));
}

/**
 * The family's section if MasterFormat lists it, else the nearest listed section
 * of the same division, so the vocabulary never points at a missing section.
 */
function resolveSection(section: string): string {
  if (KNOWN_04.has(section)) return section;
  const division = section.slice(0, 2);
  const candidates = SECTIONS.filter((s) => s.division === division);
  if (candidates.length === 0) throw new Error(`No MasterFormat sections in division ${division}`);
  const target = digits(section);
  return candidates.reduce((best, s) =>
    Math.abs(digits(s.section) - target) < Math.abs(digits(best.section) - target) ? s : best,
  ).section;
}

function resolveFamily(family: Family): Family {
  return {
    ...family,
    section: resolveSection(family.section),
    s95: family.s95 && KNOWN_95.has(family.s95) ? family.s95 : undefined,
  };
}

/** Every manufacturer category with its families, sections checked against the CSI tables. */
export const CATEGORIES: readonly Category[] = [...ENVELOPE, ...OPENINGS, ...INTERIORS, ...FURNISHINGS, ...SYSTEMS].map((c) => ({
  ...c,
  families: c.families.map(resolveFamily),
}));

export function divisionsOf(category: Category): string[] {
  return [...new Set(category.families.map((f) => f.section.slice(0, 2)))];
}

const SECTION_TITLES = new Map(SECTIONS.map((s) => [s.section, s.title]));

export function sectionTitleOf(section: string): string {
  return SECTION_TITLES.get(section) ?? section;
}

/** Listed sections of a division, for company sections beyond the families' own. */
export function sectionsOfDivision(division: string): string[] {
  return SECTIONS.filter((s) => s.division === division).map((s) => s.section);
}
