import { normalizeSection } from '../csi';
import type { SortDirection, SortState } from '../sort';
import { toggleSort } from '../sort';
import type { ReportRow, ReportSortField } from './types';
import { REPORT_SORT_FIELDS } from './types';

/** Newest specification first. */
export const DEFAULT_REPORT_SORT: SortState = { field: 'specDate', direction: 'desc' };

function isReportSortField(field: string): field is ReportSortField {
  return (REPORT_SORT_FIELDS as readonly string[]).includes(field);
}

/** Dates and CSI columns start newest / "Yes" first; text and numbers start ascending. */
export function reportSortDefaultDirection(field: string): SortDirection {
  return field === 'specDate' || !isReportSortField(field) ? 'desc' : 'asc';
}

/** The sort after choosing a column: the same column again flips between ascending and descending. */
export function toggleReportSort(current: SortState | null, field: string): SortState {
  return toggleSort(current, field, reportSortDefaultDirection(field));
}

/**
 * Parses `?sort=` as src/domain/sort.ts writes it ('city', '-specDate'); a CSI column may be
 * named '08 11 13' or '081113' and comes back as the report's key '08 11 13'. Null when it
 * names no column.
 */
export function parseReportSort(value: string | undefined | null): SortState | null {
  if (!value) return null;
  const raw = value.trim();
  const descending = raw.startsWith('-');
  const body = descending ? raw.slice(1).trim() : raw;
  const field = isReportSortField(body) ? body : normalizeSection(body);
  return field ? { field, direction: descending ? 'desc' : 'asc' } : null;
}

function valueOf(row: ReportRow, field: string): string | number | boolean | null {
  if (isReportSortField(field)) return row[field];
  return row.csis[field] ?? false;
}

/**
 * Rows sorted by a column or CSI key (true after false when ascending). Empty values go last
 * in both directions; equal values keep their order (the sort is stable).
 */
export function sortReportRows(rows: readonly ReportRow[], sort: SortState): ReportRow[] {
  const sign = sort.direction === 'desc' ? -1 : 1;
  // One comparison for every column: under the numeric collator ids (non-negative integers) order as
  // numbers and "false" comes before "true". Made per call, so mutation tests reach its options.
  const collator = new Intl.Collator(
    // Stryker disable next-line StringLiteral: equivalent where the default locale is English, as on our machines.
    'en',
    { numeric: true, sensitivity: 'base' },
  );
  const keyed = rows.map((row) => ({ row, value: valueOf(row, sort.field) }));
  const filled = keyed.filter((entry) => entry.value !== null);
  const empty = keyed.filter((entry) => entry.value === null);
  filled.sort((x, y) => sign * collator.compare(String(x.value), String(y.value)));
  return [...filled, ...empty].map((entry) => entry.row);
}
