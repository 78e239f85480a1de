import type { Report, ReportSortField } from './types';
import { REPORT_SORT_FIELDS } from './types';

/** Column headings of the report's own fields, in column order (CSV, and the pages' table). */
const REPORT_COLUMN_LABELS: Readonly<Record<ReportSortField, string>> = {
  projectId: 'Project ID',
  name: 'Project name',
  type: 'Project type',
  userId: 'User ID',
  company: 'Company',
  fullName: 'Full name',
  website: 'Website',
  city: 'City',
  state: 'State',
  specDate: 'Spec date',
};

const BOM = '\uFEFF';
const CRLF = '\r\n';

/**
 * One CSV field (RFC 4180): text a spreadsheet would run as a formula (starting with = + - @,
 * or a tab or carriage return) gets a leading single quote; a field holding a comma, quote or
 * line break is quoted, with quotes doubled.
 */
export function csvField(value: string | number | null | undefined): string {
  let text = String(value ?? '');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLine(fields: readonly (string | number | null)[]): string {
  return fields.map(csvField).join(',') + CRLF;
}

/**
 * The report as a CSV file's text: UTF-8 byte order mark (so spreadsheet programs read the
 * encoding), a heading row, one line per row, CRLF line ends. A CSI column is headed by its
 * key and title ("08 11 13 Hollow Metal Doors and Frames") and holds "Yes" or nothing.
 */
export function reportToCsv(report: Pick<Report, 'rows' | 'csis'>): string {
  const header = [...REPORT_SORT_FIELDS.map((f) => REPORT_COLUMN_LABELS[f]), ...report.csis.map((c) => `${c.key} ${c.value}`.trim())];
  const lines = report.rows.map((row) => [
    ...REPORT_SORT_FIELDS.map((f) => row[f]),
    ...report.csis.map((c) => (row.csis[c.key] ? 'Yes' : '')),
  ]);
  return BOM + csvLine(header) + lines.map(csvLine).join('');
}
