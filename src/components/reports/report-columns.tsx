import type { ReactNode } from 'react';
import { websiteHref } from '../../domain/reports/website-link';
import type { ReportRow } from '../../domain/reports/types';
import type { SortDirection } from '../../domain/sort';

export interface ReportColumn {
  /** The sort field (a ReportSortField, or the CSI key for CSI columns). */
  field: string;
  label: string;
  /** Direction a first click on the header sorts by. */
  defaultDirection: SortDirection;
  cell: (row: ReportRow) => ReactNode;
}

function Website({ value }: { value: string | null }) {
  if (!value) return null;
  const href = websiteHref(value);
  if (!href) return <span className="report-table__website">{value}</span>;
  return (
    <a className="report-table__website" href={href} rel="nofollow noopener noreferrer">
      {value.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
    </a>
  );
}

/** The company, with its website under it (one column fewer to scroll past). */
function CompanyCell({ row }: { row: ReportRow }) {
  return (
    <>
      {row.company}
      <Website value={row.website} />
    </>
  );
}

/**
 * The columns before the CSI sections: the project (which stays in view while the table scrolls
 * sideways) and the date the report is sorted by by default, so the ticks are on the first screen.
 */
export const LEADING_COLUMNS: readonly ReportColumn[] = [
  { field: 'projectId', label: 'Project', defaultDirection: 'asc', cell: (r) => r.projectId },
  { field: 'specDate', label: 'Spec date', defaultDirection: 'desc', cell: (r) => <time dateTime={r.specDate}>{r.specDate}</time> },
];

/** The columns after the CSI sections. */
export const TRAILING_COLUMNS: readonly ReportColumn[] = [
  { field: 'name', label: 'Name', defaultDirection: 'asc', cell: (r) => r.name },
  { field: 'type', label: 'Type', defaultDirection: 'asc', cell: (r) => r.type },
  { field: 'fullName', label: 'Owner', defaultDirection: 'asc', cell: (r) => r.fullName },
  { field: 'company', label: 'Company', defaultDirection: 'asc', cell: (r) => <CompanyCell row={r} /> },
  { field: 'city', label: 'City', defaultDirection: 'asc', cell: (r) => r.city },
  { field: 'state', label: 'State', defaultDirection: 'asc', cell: (r) => r.state },
];

/**
 * A CSI section cell: the text "Yes" or "No" (what screen readers say and a copied table holds), drawn as a
 * tick or nothing by reports.css. Text, not spans: a report has a cell per project and section.
 */
export function CsiCell({ value }: { value: boolean }) {
  return <td className={`report-table__mark report-table__tick${value ? ' report-table__tick--yes' : ''}`}>{value ? 'Yes' : 'No'}</td>;
}
