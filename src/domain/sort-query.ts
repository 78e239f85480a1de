import { z } from 'zod';

/**
 * ?sort=field or ?sort=-field (descending) where field is one of `allowed`; empty means the
 * default order. An unknown field is a 400 that lists the allowed ones.
 */
export function sortQuery(allowed: readonly string[]) {
  const message = `must be one of ${allowed.join(', ')} (a leading - sorts descending)`;
  return z
    .string({ error: message })
    .max(40, message)
    .refine((value) => {
      const field = value.trim().replace(/^-/, '');
      return field === '' || allowed.includes(field);
    }, message);
}
