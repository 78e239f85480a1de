/** Counts of search matches stop at this many; anything more shows as "1000+". */
export const COUNT_CAP = 1000;

/** A match count that stops at COUNT_CAP: `capped` says there are more than `count`. */
export interface CappedCount {
  count: number;
  capped: boolean;
}

/** `n` matches (an exact count, or one taken with LIMIT COUNT_CAP + 1) as a capped count. */
export function capCount(n: number): CappedCount {
  return n > COUNT_CAP ? { count: COUNT_CAP, capped: true } : { count: n, capped: false };
}

/** Several types' counts together: capped when any part is, or when the sum passes the cap. */
export function sumCounts(counts: readonly CappedCount[]): CappedCount {
  const sum = counts.reduce((a, c) => a + c.count, 0);
  return counts.some((c) => c.capped) ? { count: Math.min(sum, COUNT_CAP), capped: true } : capCount(sum);
}

/** "42", or "1000+" for a capped count. */
export function formatCount(c: CappedCount): string {
  return c.capped ? `${c.count}+` : String(c.count);
}
