import { sectionTitle } from './csi';
import type { ThesaurusEntry } from './search-thesaurus';
import { THESAURUS } from './search-thesaurus';

/**
 * A search split for matching: the words matched as typed, and for each thesaurus word found in it the
 * phrases any of which may stand in its place (its synonyms and its sections' titles).
 */
interface ExpandedQuery {
  /** The words no thesaurus entry took, in their order (websearch syntax). */
  text: string;
  /** One list per thesaurus hit: any phrase of it matches. */
  alternatives: string[][];
  /** The entries found, in query order. */
  entries: ThesaurusEntry[];
}

/** 'pavers' and 'paver' are the same word for matching the thesaurus. */
const singular = (word: string) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);
const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

interface Phrase {
  tokens: string[];
  entry: ThesaurusEntry;
}

function phrasesOf(thesaurus: readonly ThesaurusEntry[]): Phrase[] {
  return thesaurus
    .flatMap((entry) => entry.words.map((w) => ({ tokens: words(w).map(singular), entry })))
    .sort((a, b) => b.tokens.length - a.tokens.length);
}

const PHRASES = phrasesOf(THESAURUS);

/** Search syntax the user wrote themselves ("quoted phrase", or, -word) is searched as written. */
function usesSyntax(terms: string): boolean {
  return /"/.test(terms) || words(terms).some((w) => w === 'or' || w.startsWith('-'));
}

function alternativesOf(entry: ThesaurusEntry): string[] {
  const titles = entry.sections.map((s) => sectionTitle(s)).filter((t): t is string => t !== null);
  return [...new Set([...entry.words, ...titles])];
}

/** Splits the terms into plain words and thesaurus hits, the longest phrase first at each position. */
export function expandQuery(terms: string, phrases: readonly Phrase[] = PHRASES): ExpandedQuery {
  if (usesSyntax(terms)) return { text: terms, alternatives: [], entries: [] };
  const typed = words(terms);
  const keys = typed.map(singular);
  const plain: string[] = [];
  const entries: ThesaurusEntry[] = [];
  for (let i = 0; i < typed.length; ) {
    const hit = phrases.find((p) => p.tokens.every((t, k) => keys[i + k] === t));
    if (hit) {
      if (!entries.includes(hit.entry)) entries.push(hit.entry);
      i += hit.tokens.length;
    } else {
      plain.push(typed[i]);
      i += 1;
    }
  }
  return { text: plain.join(' '), alternatives: entries.map(alternativesOf), entries };
}
