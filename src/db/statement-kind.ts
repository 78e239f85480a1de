/** Leading blanks and SQL comments, skipped to find a statement's first keyword. */
const LEADING_NOISE = /^(?:\s|--[^\n]*\n?|\/\*[\s\S]*?\*\/)*/;

/** Words that make even a SELECT or WITH a write, or a read a standby refuses (FOR UPDATE, FOR SHARE). */
const WRITE_WORDS = /\b(?:insert|update|delete|merge|share|lock|nextval|setval)\b|advisory/i;

/**
 * Whether a statement only reads, judged by its text: a SELECT or WITH mentioning none of the write words.
 * It errs on the side of the primary (a column called "share" sends a read there); a write that slips
 * through (a function that writes) is refused by the standby and run again on the primary.
 */
export function isReadOnlyStatement(text: string): boolean {
  const body = text.replace(LEADING_NOISE, '');
  return /^(?:select|with)\b/i.test(body) && !WRITE_WORDS.test(body);
}
