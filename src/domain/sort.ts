export type SortDirection = 'asc' | 'desc';

export interface SortState {
  field: string;
  direction: SortDirection;
}

/** Choosing the same field again flips the direction; a new field starts at the default. */
export function toggleSort(
  current: SortState | null,
  field: string,
  defaultDirection: SortDirection = 'asc',
): SortState {
  if (current && current.field === field) {
    return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { field, direction: defaultDirection };
}

/** Parses "name" (ascending) or "-name" (descending); unknown fields give the fallback. */
export function parseSort(value: string | undefined, allowed: readonly string[], fallback: SortState): SortState {
  const raw = (value ?? '').trim();
  const descending = raw.startsWith('-');
  const field = descending ? raw.slice(1) : raw;
  if (!field || !allowed.includes(field)) return { ...fallback };
  return { field, direction: descending ? 'desc' : 'asc' };
}

export function formatSort(state: SortState): string {
  return state.direction === 'desc' ? `-${state.field}` : state.field;
}
