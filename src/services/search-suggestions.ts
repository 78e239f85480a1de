import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { expandQuery } from '../domain/search-expansion';
import { correctTerms } from './search-correction';
import { searchQuery } from './search-query';

/** A CSI section to browse instead, with its division. */
interface SuggestedSection {
  section: string;
  title: string;
  division: string;
  divisionTitle: string;
}

/** What a search that found nothing suggests: other words that do find items, and the nearest CSI sections. */
export interface SearchSuggestions {
  terms: string[];
  sections: SuggestedSection[];
}

const MAX_TERMS = 4;
const MAX_SECTIONS = 3;
/** Below this word similarity a section title is not "near" the terms. */
const MIN_TITLE_SIMILARITY = 0.3;

async function hasMatches(db: Queryable, terms: string): Promise<boolean> {
  const { tsquery, match } = searchQuery(terms);
  const row = await db.one<{ found: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM content_items ci, (SELECT ${tsquery} AS q) query WHERE ci.online AND ${match}) AS found`);
  return row.found;
}

/** The spelling-corrected terms, and for several words each word alone (corrected): those that find something. */
async function suggestedTerms(db: Queryable, terms: string): Promise<string[]> {
  const words = terms.toLowerCase().split(/\s+/).filter((w) => w.length >= 3);
  const whole = await correctTerms(db, terms);
  const singles = words.length > 1 ? await Promise.all(words.map(async (w) => (await correctTerms(db, w)) ?? w)) : [];
  const candidates = [...new Set([whole, ...singles])].filter((c): c is string => c !== null && c !== terms.toLowerCase());
  const found: string[] = [];
  for (const candidate of candidates) {
    if (found.length >= MAX_TERMS) break;
    if (await hasMatches(db, candidate)) found.push(candidate);
  }
  return found;
}

/** The sections a thesaurus word of the terms means, then the sections whose titles are most like the terms. */
async function nearestSections(db: Queryable, terms: string): Promise<SuggestedSection[]> {
  const meant = expandQuery(terms).entries.flatMap((e) => e.sections);
  return db.many<SuggestedSection>(sql`
    SELECT s.section, s.title, s.division, d.title AS "divisionTitle"
    FROM csi_sections s JOIN csi_divisions d ON d.mf = s.mf AND d.division = s.division
    WHERE s.mf = '04' AND (s.section = ANY(${meant}::text[]) OR word_similarity(${terms}, s.title) >= ${MIN_TITLE_SIMILARITY})
    ORDER BY s.section = ANY(${meant}::text[]) DESC, word_similarity(${terms}, s.title) DESC, s.section
    LIMIT ${MAX_SECTIONS}`);
}

export async function searchSuggestions(db: Queryable, terms: string): Promise<SearchSuggestions> {
  const [suggested, sections] = await Promise.all([suggestedTerms(db, terms), nearestSections(db, terms)]);
  return { terms: suggested, sections };
}
