/**
 * Text that can never be stored: PostgreSQL refuses a NUL character in text (error 22021), so
 * input holding one is refused where it is parsed, naming the field.
 */
export const NUL_MESSAGE = 'must not contain a NUL character';

const hasNul = (text: string) => text.includes('\u0000');

/** A value still to visit, with the link to its parent that names it: the path is built only for the one that holds a NUL. */
interface Visit {
  value: unknown;
  name: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit | null, last?: string): string {
  const names: (string | number)[] = last === undefined ? [] : [last];
  for (let at = visit; at !== null && at.name !== null; at = at.parent) names.push(at.name);
  return names.reverse().join('.');
}

/**
 * The path of the first key or string holding a NUL ('' for the value itself, 'a.0.b' inside), or null.
 * Iterative and linear in the size of the value: no recursion (a deep value cannot exhaust the stack)
 * and no path copied per level.
 */
export function nulFieldOf(value: unknown): string | null {
  const stack: Visit[] = [{ value, name: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    const current = visit.value;
    if (typeof current === 'string') {
      if (hasNul(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      // Pushed last to first so they are visited in order, and the first NUL is the one named.
      for (let index = current.length - 1; index >= 0; index -= 1) stack.push({ value: current[index], name: index, parent: visit });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      // The key itself is named with its NUL shown as \0, so the message never carries one.
      for (const [key] of entries) if (hasNul(key)) return pathOf(visit, key.replaceAll('\u0000', '\\0'));
      for (let index = entries.length - 1; index >= 0; index -= 1) stack.push({ value: entries[index][1], name: entries[index][0], parent: visit });
    }
  }
  return null;
}
