import { sql } from '../db/sql';
import type { Queryable } from '../db/types';

/** Below this trigram similarity a word is left as typed. */
const MIN_SIMILARITY = 0.35;

/**
 * Corrects each word against the dictionary of indexed words (trigram similarity),
 * which is far cheaper than trigram-matching whole titles. Returns null when nothing changed.
 */
export async function correctTerms(db: Queryable, terms: string): Promise<string | null> {
  const words = terms.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  let changed = false;
  const corrected: string[] = [];
  for (const word of words) {
    if (word.length < 3 || !/^[a-z]+$/.test(word)) {
      corrected.push(word);
      continue;
    }
    const known = await db.maybeOne<{ word: string }>(sql`SELECT word FROM search_words WHERE word = ${word}`);
    if (known) {
      corrected.push(word);
      continue;
    }
    const best = await db.maybeOne<{ word: string }>(sql`
      SELECT word FROM search_words
      WHERE word % ${word} AND similarity(word, ${word}) >= ${MIN_SIMILARITY}
      ORDER BY similarity(word, ${word}) DESC, ndoc DESC LIMIT 1`);
    if (best) changed = true;
    corrected.push(best?.word ?? word);
  }
  return changed ? corrected.join(' ') : null;
}
