/** What one MCP call may return at most: items per list and characters of text. */
export const MAX_ITEMS = 50;
const MAX_TEXT_CHARS = 50_000;

/** A text cut to MAX_TEXT_CHARS, saying so at the end when it was cut. */
export function capText(text: string, max = MAX_TEXT_CHARS): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  const note = '\n[… cut: the answer was longer than this endpoint returns]';
  return { text: text.slice(0, max - note.length) + note, truncated: true };
}
