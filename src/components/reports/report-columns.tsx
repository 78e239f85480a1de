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
  if (!href) return <>{value}</>;
  return (
    <a href={href} rel="nofollow noopener noreferrer">
      {value.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
    </a>
  );
}

/** The fixed columns of a report, in order; one CSI column per section follows them. */
export const REPORT_COLUMNS: readonly ReportColumn[] = [
  { field: 'projectId', label: 'Project', defaultDirection: 'asc', cell: (r) => r.projectId },
  { field: 'name', label: 'Name', defaultDirection: 'asc', cell: (r) => r.name },
  { field: 'type', label: 'Type', defaultDirection: 'asc', cell: (r) => r.type },
  { field: 'fullName', label: 'Owner', defaultDirection: 'asc', cell: (r) => r.fullName },
  { field: 'company', label: 'Company', defaultDirection: 'asc', cell: (r) => r.company },
  { field: 'website', label: 'Website', defaultDirection: 'asc', cell: (r) => <Website value={r.website} /> },
  { field: 'city', label: 'City', defaultDirection: 'asc', cell: (r) => r.city },
  { field: 'state', label: 'State', defaultDirection: 'asc', cell: (r) => r.state },
  { field: 'specDate', label: 'Spec date', defaultDirection: 'desc', cell: (r) => <time dateTime={r.specDate}>{r.specDate}</time> },
];

/** A CSI section cell: a tick (read "Yes") when the project specified the section, "No" for screen readers otherwise. */
export function CsiMark({ value }: { value: boolean }) {
  return value ? (
    <>
      <span aria-hidden="true">✓</span>
      <span className="visually-hidden">Yes</span>
    </>
  ) : (
    <span className="visually-hidden">No</span>
  );
}
