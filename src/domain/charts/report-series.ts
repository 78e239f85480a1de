import { csiTotals } from '../reports/filters';
import type { Report } from '../reports/types';
import { countOverTime, type TimeUnit } from './months';
import { countBy, topN } from './top-n';
import type { Datum } from './types';

/** Specs per month over the report's period (per year when the period is long). */
export function specsOverTime(report: Report, maxMonths?: number): { unit: TimeUnit; data: Datum[] } {
  return countOverTime(report.rows.map((r) => r.specDate), report.dates, maxMonths);
}

/** Projects per project type, the `n` commonest and "Other types"; no type counts as "Not given". */
export function projectsByType(report: Report, n = 8): Datum[] {
  return topN(countBy(report.rows, (r) => r.type), n, 'Other types');
}

/** The `n` CSI sections specified most often, labelled "08 11 13 Hollow Metal Doors", then "Other sections". */
export function topCsiSections(report: Report, n = 10): Datum[] {
  return topN(csiTotals(report).map((c) => ({ label: `${c.key} ${c.value}`.trim(), value: c.count })), n, 'Other sections');
}
