const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 1234 → "1,234"; 2.5 → "2.5" (at most one decimal). Not-a-number values read "–". */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return Number.isInteger(value) ? whole.format(value) : decimal.format(value);
}

/** "1 project", "3 projects". */
export function formatCount(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(value)} ${value === 1 ? singular : plural}`;
}

/** A share of a total as a whole percentage: 1 of 3 → "33%"; a zero total → "0%". */
export function formatPercent(value: number, total: number): string {
  return `${total > 0 ? Math.round((value / total) * 100) : 0}%`;
}

/** A count in a plural unit word: (1, "specs") → "1 spec", (3, "specs") → "3 specs"; no unit → the number. */
export function formatUnits(value: number, unit?: string): string {
  return unit ? formatCount(value, unit.replace(/s$/, ''), unit) : formatNumber(value);
}
