import { inDateRange } from './dates';
import type { CsiColumn, ReportDates, ReportRow } from './types';

interface ReportFilter {
  dates: ReportDates;
  /** A CSI key ('08 11 13'): only rows that specify it; null for every row. */
  csi: string | null;
}

/** Rows within the period whose specDate lies in it and, with a CSI filter, that specify the section. */
export function filterReportRows(rows: readonly ReportRow[], filter: ReportFilter): ReportRow[] {
  return rows.filter((row) => inDateRange(row.specDate, filter.dates) && (filter.csi === null || row.csis[filter.csi] === true));
}

interface CsiTotal extends CsiColumn {
  /** How many rows specify the section. */
  count: number;
}

/** Per CSI column, how many rows have it true, in column order. */
export function csiTotals(report: { rows: readonly ReportRow[]; csis: readonly CsiColumn[] }): CsiTotal[] {
  return report.csis.map((column) => ({ ...column, count: report.rows.filter((row) => row.csis[column.key] === true).length }));
}
