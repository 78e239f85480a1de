const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 1234 → "1,234"; 2.5 → "2.5" (at most one decimal). Not-a-number values read "–". */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '–';
  return Number.isInteger(value) ? whole.format(value) : decimal.format(value);
}

/** "1 project", "3 projects", "1,204 items": every count label on the site, so none reads "1 items". */
export function formatCount(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(value)} ${value === 1 ? singular : plural}`;
}
