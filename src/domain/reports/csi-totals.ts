import type { CsiColumn, ReportRow } from './types';

/** How many rows specified each CSI section of the report (every column present, 0 included). */
export function csiTotals(rows: readonly ReportRow[], csis: readonly CsiColumn[]): Record<string, number> {
  const totals: Record<string, number> = Object.fromEntries(csis.map((c) => [c.key, 0]));
  for (const row of rows) {
    for (const { key } of csis) if (row.csis[key]) totals[key] += 1;
  }
  return totals;
}
