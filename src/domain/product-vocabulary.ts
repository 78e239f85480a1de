/**
 * The words that describe what a manufacturer makes, for GET /api/products/manufacturer/{coid}/similar-query:
 * the most frequent words of its product and heading names, leaving out brand names, model words
 * and numbers, so that a search for them finds comparable products of others.
 */

const VOCABULARY_WORDS = 6;

const STOP_WORDS = new Set([
  'and', 'or', 'not', 'the', 'for', 'with', 'from', 'into', 'onto', 'per', 'via', 'all', 'any', 'non',
  'model', 'series', 'type', 'style', 'line', 'collection', 'system', 'systems', 'product', 'products',
  'select', 'premium', 'standard', 'classic', 'pro', 'plus', 'max', 'lite', 'elite', 'signature', 'custom',
  'heavy', 'duty', 'commercial', 'architectural', 'new', 'inc', 'llc', 'co', 'company', 'corp', 'group',
  'industries', 'manufacturing', 'technologies', 'international', 'high', 'low', 'performance', 'ultra',
  'multi', 'zero', 'grade', 'advanced', 'improved',
]);

function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3);
}

/** "lifts" → "lift" when the singular is among the known words. */
function singular(word: string, known: Set<string>): string {
  return word.endsWith('s') && known.has(word.slice(0, -1)) ? word.slice(0, -1) : word;
}

const stem = (word: string) => word.replace(/s$/, '');

interface VocabularySource {
  /** Product and heading names. */
  names: readonly string[];
  /** Product family (heading) names: a company-name word used there describes the products ("Keystone Elevator Company"). */
  headings: readonly string[];
  companyName: string;
  /** Brand names: proper names, never descriptions. */
  tradenames: readonly string[];
}

/**
 * The `limit` most frequent descriptive words (ties: first seen first), leaving out stop words,
 * numbers, tradename words and the company's name words unless a heading uses them.
 */
export function productVocabulary(source: VocabularySource, limit = VOCABULARY_WORDS): string[] {
  const headingStems = new Set(source.headings.flatMap(wordsOf).map(stem));
  const excluded = new Set(
    [...source.tradenames.flatMap(wordsOf), ...wordsOf(source.companyName).filter((w) => !headingStems.has(stem(w)))].map(stem),
  );
  const all = source.names.flatMap(wordsOf).filter((w) => !STOP_WORDS.has(w) && !excluded.has(stem(w)));
  const known = new Set(all);
  const counts = new Map<string, number>();
  for (const word of all.map((w) => singular(w, known))) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([word]) => word);
}

/** Words joined for websearch_to_tsquery (and /search/{terms}): any of them matches. */
export function vocabularyQuery(words: readonly string[]): string {
  return words.join(' or ');
}
