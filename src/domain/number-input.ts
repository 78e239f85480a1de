import { z } from 'zod';

/**
 * A whole number read from a query, a path or a form (text is coerced). Every failure, whether
 * not a number, a fraction or out of range, says the allowed range: "must be a whole number from 1 to 50".
 */
export function wholeNumberIn(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** ?page=N: from 1 to `max`, 1 when absent. */
export const pageNumber = (max: number) => wholeNumberIn(1, max).default(1);

/** ?size=N: from 1 to `max`, `fallback` when absent. */
export const pageSize = (fallback: number, max: number) => wholeNumberIn(1, max).default(fallback);

/** The largest row serial number (a PostgreSQL integer). */
export const MAX_ROW_ID = 2_147_483_647;

/** A row's serial number: JSON numbers, or digits from a path or a form. */
export const rowId = wholeNumberIn(1, MAX_ROW_ID);
