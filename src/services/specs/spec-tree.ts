import type { Queryable } from '../../db/types';
import type { MfCode } from '../../domain/csi';
import { divisions04In95, sectionNumber } from '../../domain/csi-crosswalk';
import { notFound } from '../../errors';
import { csiTitles } from '../csi';
import type { SpecListing } from './spec-store';
import { specListings } from './spec-store';

type SpecTreeSpec = Omit<SpecListing, 'section'>;

interface SpecTreeSection {
  /** In the requested numbering: '08 11 13' (04) or '08110' (95). */
  section: string;
  title: string;
  /** The section asked for with spec04. */
  current: boolean;
  specs: SpecTreeSpec[];
}

interface SpecTreeDivision {
  division: string;
  title: string;
  sections: SpecTreeSection[];
}

interface SpecTree {
  mf: MfCode;
  divisions: SpecTreeDivision[];
  debug?: { ms: number; specs: number };
}

interface SpecTreeQuery {
  mf: MfCode;
  /** A 2004 section ('08 11 13'): narrows the tree to its division and marks it current. */
  spec04?: string;
  /** Offline spec documents too. */
  old: boolean;
  debug: boolean;
}

const byNumber = <T>(key: (t: T) => string) => (a: T, b: T) => key(a).localeCompare(key(b));

/** Groups listings by division and section in the requested numbering; 1995 regroups across 2004 divisions. */
function group(listings: SpecListing[], mf: MfCode, division?: string): Map<string, Map<string, SpecTreeSpec[]>> {
  const divisions = new Map<string, Map<string, SpecTreeSpec[]>>();
  for (const { section: section04, ...spec } of listings) {
    const section = sectionNumber(section04, mf);
    const div = section.slice(0, 2);
    if (division && div !== division) continue;
    const sections = divisions.get(div) ?? divisions.set(div, new Map()).get(div)!;
    (sections.get(section) ?? sections.set(section, []).get(section)!).push(spec);
  }
  return divisions;
}

/**
 * GET /api/spec_data/spec-tree: the MasterFormat tree of spec documents, divisions →
 * sections → specs, in 2004 or 1995 numbering. One listing query and one titles query.
 */
export async function specTree(db: Queryable, query: SpecTreeQuery): Promise<SpecTree> {
  const started = performance.now();
  const { mf, spec04 } = query;
  const current = spec04 ? sectionNumber(spec04, mf) : undefined;
  const division = current?.slice(0, 2);
  const divisions04 = division ? (mf === '95' ? divisions04In95(division) : [division]) : undefined;
  const listings = await specListings(db, { divisions: divisions04, includeOffline: query.old });
  const grouped = group(listings, mf, division);
  if (current && !grouped.get(division!)?.has(current)) throw notFound(`No spec documents in section ${current}`);

  const sectionNumbers = [...grouped.values()].flatMap((sections) => [...sections.keys()]);
  const titles = await csiTitles(db, mf, [...grouped.keys()], sectionNumbers);
  const divisions = [...grouped].map(([div, sections]) => ({
    division: div,
    title: titles.division(div),
    sections: [...sections]
      .map(([section, specs]) => ({
        section,
        title: titles.section(section),
        current: section === current,
        specs: specs.sort((a, b) => a.companyName.localeCompare(b.companyName) || a.contentId - b.contentId),
      }))
      .sort(byNumber((s) => s.section)),
  }));
  divisions.sort(byNumber((d) => d.division));
  const tree: SpecTree = { mf, divisions };
  if (query.debug) tree.debug = { ms: Math.round((performance.now() - started) * 100) / 100, specs: listings.length };
  return tree;
}
