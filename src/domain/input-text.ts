/**
 * Text that can never be stored: PostgreSQL refuses a NUL character in text (error 22021), so
 * input holding one is refused where it is parsed, naming the field.
 */
export const NUL_MESSAGE = 'must not contain a NUL character';

const hasNul = (text: string) => text.includes('\u0000');

/** The path of the first key or string holding a NUL ('' for the value itself, 'a.0.b' inside), or null. */
export function nulFieldOf(value: unknown, path: readonly (string | number)[] = []): string | null {
  if (typeof value === 'string') return hasNul(value) ? path.join('.') : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulFieldOf(item, [...path, index]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // The key itself is named with its NUL shown as \0, so the message never carries one.
      if (hasNul(key)) return [...path, key.replaceAll('\u0000', '\\0')].join('.');
      const found = nulFieldOf(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
