/**
 * A report page shows at most this many rows: a client's report may hold thousands of projects
 * (REPORT_MAX_ROWS), and a table of thousands of rows is slow to lay out on a phone. The totals,
 * the charts and the CSV still cover every row.
 */
export const REPORT_PAGE_ROWS = 100;

/** Highest ?page= a report page accepts (5000 rows at 100 a page, with room to spare). */
export const REPORT_MAX_PAGE = 100;

interface ReportRowsPage<T> {
  rows: T[];
  /** The page shown: the one asked for, or the last one when the report has fewer pages. */
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last row shown (0 and 0 when there are none). */
  first: number;
  last: number;
}

/** The rows of one page of a sorted report; a page past the end shows the last page. */
export function reportRowsPage<T>(rows: readonly T[], page: number, size = REPORT_PAGE_ROWS): ReportRowsPage<T> {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const shown = Math.min(Math.max(1, page), pageCount);
  const start = (shown - 1) * size;
  const slice = rows.slice(start, start + size);
  return { rows: slice, page: shown, pageCount, first: slice.length ? start + 1 : 0, last: start + slice.length };
}
