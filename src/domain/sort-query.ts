import { z } from 'zod';
import type { SortDirection } from './sort';

/** A sort over one of a list's fields. */
export interface TypedSort<F extends string> {
  field: F;
  direction: SortDirection;
}

/**
 * ?sort=field (ascending) or ?sort=-field (descending) where field is one of `allowed`; empty means the
 * default order. Anything else is a 400 that lists the allowed values.
 */
export function sortQuery(allowed: readonly string[]) {
  const values = allowed.flatMap((field) => [field, `-${field}`]);
  const message = `must be one of ${values.join(', ')}`;
  return z
    .string({ error: message })
    .max(40, message)
    .trim()
    .refine((value) => value === '' || values.includes(value), message);
}

/** The same query parsed into the field and direction; undefined for the default order. */
export function typedSortQuery<F extends string>(allowed: readonly F[]) {
  return sortQuery(allowed).transform((value): TypedSort<F> | undefined => {
    if (value === '') return undefined;
    const descending = value.startsWith('-');
    return { field: (descending ? value.slice(1) : value) as F, direction: descending ? 'desc' : 'asc' };
  });
}
