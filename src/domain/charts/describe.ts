import { formatNumber } from '../count-text';
import { formatUnits } from './format';
import type { Datum } from './types';

/** A one-sentence summary of a series for a chart's <desc>: count, total, highest and lowest. */
export function describeSeries(data: readonly Datum[], unit = 'values'): string {
  if (!data.length) return 'No data.';
  const total = data.reduce((sum, d) => sum + d.value, 0);
  const highest = data.reduce((a, b) => (b.value > a.value ? b : a));
  const parts = [`${formatNumber(data.length)} ${data.length === 1 ? 'entry' : 'entries'}, ${formatUnits(total, unit)} in all`];
  if (data.length > 1) {
    const lowest = data.reduce((a, b) => (b.value < a.value ? b : a));
    parts.push(`highest ${highest.label} (${formatNumber(highest.value)})`, `lowest ${lowest.label} (${formatNumber(lowest.value)})`);
  }
  return `${parts.join('; ')}.`;
}

/** True when a chart would have nothing to draw: no data, or every value zero. */
export function isEmptySeries(data: readonly Datum[]): boolean {
  return !data.some((d) => d.value > 0);
}
