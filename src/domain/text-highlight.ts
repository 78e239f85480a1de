/** Searching inside a document's text (catalog pages): words, matching and highlighted snippets. */

const MAX_SEARCH_WORDS = 8;

/** A piece of a snippet; `mark` pieces are what matched. */
export interface Segment {
  text: string;
  mark: boolean;
}

/** "Fire  rated fire" → ['fire', 'rated']: the words of a query, lower-cased, without duplicates, at most 8. */
export function searchWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches any of the words, case-insensitively; longer words first, so "doors" is not marked as "door" + "s". */
function wordsPattern(words: string[]): RegExp {
  const longestFirst = [...words].sort((a, b) => b.length - a.length);
  return new RegExp(longestFirst.map(escapeRegExp).join('|'), 'giu');
}

/** Whether the text holds every word (anywhere, any case). */
export function containsAll(text: string, words: string[]): boolean {
  return words.length > 0 && words.every((w) => new RegExp(escapeRegExp(w), 'iu').test(text));
}

/**
 * About `width` characters of the text around its first match, cut at spaces, with "…" where
 * text was left out and every occurrence of every word marked. No match: the opening words.
 */
export function highlightSnippet(text: string, words: string[], width = 220): Segment[] {
  const flat = text.replace(/\s+/g, ' ').trim();
  const first = words.length ? flat.search(wordsPattern(words)) : -1;
  const start = first > width / 3 ? flat.lastIndexOf(' ', first - Math.floor(width / 3)) + 1 : 0;
  let end = Math.min(flat.length, start + width);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    if (space > Math.max(start, first)) end = space;
  }
  const segments: Segment[] = start > 0 ? [{ text: '…', mark: false }] : [];
  segments.push(...markWords(flat.slice(start, end), words));
  if (end < flat.length) segments.push({ text: '…', mark: false });
  return segments;
}

/** The whole text cut into pieces, every occurrence of every word marked. */
export function markWords(text: string, words: string[]): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  if (words.length) {
    for (const match of text.matchAll(wordsPattern(words))) {
      if (match.index > at) segments.push({ text: text.slice(at, match.index), mark: false });
      segments.push({ text: match[0], mark: true });
      at = match.index + match[0].length;
    }
  }
  if (at < text.length) segments.push({ text: text.slice(at), mark: false });
  return segments;
}
