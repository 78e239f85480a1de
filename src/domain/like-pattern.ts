/** A LIKE/ILIKE pattern matching `text` anywhere, its % and _ taken literally (backslash is PostgreSQL's default LIKE escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
