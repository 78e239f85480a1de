import type { ContentType } from '../domain/content-types';
import { isDivision, normalizeSection, sectionSlug, sectionTitle } from '../domain/csi';

/**
 * The old content trees (/divs/, /bim/, /catalogs/, ...) and the content type each one held. A tree's root is its listing:
 * the content-type browser, except /specwizard/ whose list is the current /specwizard page.
 */
export const OLD_TREES: ReadonlyArray<{ tree: string; type: ContentType; root?: string }> = [
  { tree: 'divs', type: 'product' },
  { tree: 'bim', type: 'bim' },
  { tree: 'details', type: 'cad' },
  { tree: 'catalogs', type: 'catalog' },
  { tree: 'sd', type: 'spec' },
  { tree: 'specwizard', type: 'sw', root: '/specwizard' },
  { tree: 'videos', type: 'video' },
];

const SECTION_SEGMENT = /^\d{2}[-.]?\d{2}[-.]?\d{2}$/;

/** A MasterFormat 2004 section we list ("081113", "08-11-13"), as its URL form; else null. */
function knownSection(segment: string): string | null {
  if (!SECTION_SEGMENT.test(segment)) return null;
  const section = normalizeSection(segment);
  return section && sectionTitle(section) ? sectionSlug(section) : null;
}

/**
 * Where a path inside an old tree leads: the content-type listing at the deepest level the path names
 * (a known section, else a known division, else the type's top level). A section outside the named
 * division is ignored. Five-digit numbers are not followed: in these trees they could be a company id
 * or a MasterFormat 1995 section number.
 */
export function treeListing(type: ContentType, rest: string, root = `/content-type/${type}`): string {
  const segments = rest.split('/').map((s) => s.replace(/\.s?html?$/i, ''));
  const division = segments.find((s) => isDivision(s));
  const section = segments.map(knownSection).find((s) => s !== null && (!division || s.startsWith(division)));
  if (section) return `/content-type/${type}/${section.slice(0, 2)}/${section}`;
  return division ? `/content-type/${type}/${division}` : root;
}
