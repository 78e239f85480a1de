import type { ReactNode } from 'react';
import { formatCount, formatNumber } from '../../domain/count-text';
import { csiTotals } from '../../domain/reports/filters';
import type { Report, ReportDates } from '../../domain/reports/types';
import type { SortState } from '../../domain/sort';
import type { ReportColumn } from './report-columns';
import { CsiCell, LEADING_COLUMNS, TRAILING_COLUMNS } from './report-columns';
import { SortHeader } from './sort-header';

interface ReportTableProps {
  report: Report;
  /** The rows to show (one page of the report's rows); the caption and totals count every row. Default: all. */
  rows?: Report['rows'];
  /** The order the rows are in (the table shows rows as given; sorting is the loader's job). */
  sort: SortState;
  /** The link of a header: the page's address with this sort (field and direction). */
  hrefFor: (next: SortState) => string;
  /** Defaults to "Projects specifying {clientName} products, {period}: {n} projects". */
  caption?: ReactNode;
  /** Unique on the page (default "report-table"). */
  id?: string;
  emptyMessage?: string;
}

/** "from 2024-01-01 to 2024-06-30", "from 2024-01-01", "to 2024-06-30", or "" for an open period. */
export function periodText({ from, to }: ReportDates): string {
  return [from && `from ${from}`, to && `to ${to}`].filter(Boolean).join(' ');
}

function reportCaption(report: Report): string {
  const period = periodText(report.dates);
  return `Projects specifying ${report.clientName} products${period ? `, ${period}` : ''}: ${formatCount(report.rows.length, 'project')}`;
}

function cellsOf(columns: readonly ReportColumn[], row: Report['rows'][number]) {
  return columns.map((c) => (
    <td key={c.field} className={`report-table__${c.field}`}>
      {c.cell(row)}
    </td>
  ));
}

/** A manufacturer report as a table: sortable headers, a ✓ per CSI section, totals per section. */
export function ReportTable({ report, rows = report.rows, sort, hrefFor, caption, id = 'report-table', emptyMessage = 'No projects in this period' }: ReportTableProps) {
  const { csis } = report;
  const totals = Object.fromEntries(csiTotals(report).map((t) => [t.key, t.count]));
  const columnCount = LEADING_COLUMNS.length + csis.length + TRAILING_COLUMNS.length;
  const headersOf = (columns: readonly ReportColumn[]) =>
    columns.map((c) => (
      <SortHeader key={c.field} field={c.field} defaultDirection={c.defaultDirection} sort={sort} hrefFor={hrefFor}>
        {c.label}
      </SortHeader>
    ));
  const captionId = `${id}-caption`;
  return (
    <div className="table-scroll report-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table id={id} className="data-table report-table">
        <caption id={captionId} className="report-table__caption">
          {caption ?? reportCaption(report)}
        </caption>
        <thead>
          <tr>
            {headersOf(LEADING_COLUMNS)}
            {csis.map((c) => (
              <SortHeader key={c.key} field={c.key} defaultDirection="desc" sort={sort} hrefFor={hrefFor} className="report-table__csi">
                <span className="report-table__csi-key">{c.key}</span> <span className="report-table__csi-title">{c.value}</span>
              </SortHeader>
            ))}
            {headersOf(TRAILING_COLUMNS)}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columnCount} className="report-table__empty">
                {emptyMessage}
              </td>
            </tr>
          )}
          {rows.map((row, i) => (
            <tr key={`${row.projectId}-${i}`}>
              {cellsOf(LEADING_COLUMNS, row)}
              {csis.map((c) => (
                <CsiCell key={c.key} value={row.csis[c.key] === true} />
              ))}
              {cellsOf(TRAILING_COLUMNS, row)}
            </tr>
          ))}
        </tbody>
        {report.rows.length > 0 && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={LEADING_COLUMNS.length}>
                Total ({formatCount(report.rows.length, 'project')})
              </th>
              {csis.map((c) => (
                <td key={c.key} className="report-table__mark">
                  {formatNumber(totals[c.key])}
                </td>
              ))}
              <td colSpan={TRAILING_COLUMNS.length} />
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
