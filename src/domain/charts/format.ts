import { formatCount, formatNumber } from '../count-text';

/** A share of a total as a whole percentage: 1 of 3 → "33%"; a zero total → "0%". */
export function formatPercent(value: number, total: number): string {
  return `${total > 0 ? Math.round((value / total) * 100) : 0}%`;
}

/** A count in a plural unit word: (1, "specs") → "1 spec", (3, "specs") → "3 specs"; no unit → the number. */
export function formatUnits(value: number, unit?: string): string {
  return unit ? formatCount(value, unit.replace(/s$/, ''), unit) : formatNumber(value);
}
