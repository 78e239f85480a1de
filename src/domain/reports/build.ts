import type { ReportQuery } from './query';
import type { RawReportRow } from './rows';
import { csiColumnsOf, groupProjects, toReportRow } from './rows';
import { sortReportRows } from './sorting';
import type { Report } from './types';

interface BuildReportInput {
  raw: readonly RawReportRow[];
  clientName: string;
  query: ReportQuery;
  /** CSI titles by key (csi_sections, mf 04); keys missing here fall back to the built-in list. */
  titles?: ReadonlyMap<string, string>;
  /** At most this many rows, the latest specified first; the report says when rows were left out. */
  maxRows?: number;
}

/**
 * A report from raw specification rows: one row per project within the period (specDate the
 * latest specification in it), narrowed to a CSI section when asked, CSI columns for every
 * section that remains, sorted as asked.
 */
export function buildReport({ raw, clientName, query, titles = new Map(), maxRows = Infinity }: BuildReportInput): Report {
  let groups = groupProjects(raw, query.dates);
  if (query.csi !== null) groups = groups.filter((g) => g.sections.has(query.csi!));
  const truncated = groups.length > maxRows;
  if (truncated) {
    // Keep the latest specified projects (the sort is stable, so ties keep the query's order).
    groups = [...groups].sort((a, b) => (a.specDate < b.specDate ? 1 : a.specDate > b.specDate ? -1 : 0)).slice(0, maxRows);
  }
  const csis = csiColumnsOf(groups, titles);
  const rows = sortReportRows(groups.map((g) => toReportRow(g, csis)), query.sort);
  return { dates: query.dates, clientName, rows, csis, ...(truncated ? { truncated: true } : {}) };
}
