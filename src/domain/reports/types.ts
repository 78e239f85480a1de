/**
 * Manufacturer reports: who specified a client's products, when, and for which
 * CSI sections. The outline-spec report reads users' projects (char_projects with their
 * project_outline_specs); the spec wizard report reads spec wizard projects. Both have the
 * same header (dates, clientName, rows, csis) and the same row shape.
 */

/** The period a report covers (inclusive, 'YYYY-MM-DD'); null ends are open. */
export interface ReportDates {
  from: string | null;
  to: string | null;
}

/** One CSI section column of a report: key '08 11 13', value its title. */
export interface CsiColumn {
  key: string;
  value: string;
}

/** A row of the spec wizard report (the outline-spec report uses the same shape). */
export interface ReportRow {
  /** The project's id as users see it (char_project_id, or the wizard project's seq). */
  projectId: string;
  name: string;
  /** The project type by name (Commercial, Office, ...), null when not given. */
  type: string | null;
  /** The owner's user seq. */
  userId: number;
  /** Owner's company, full name, website, city and state; '.' and blanks count as empty (null). */
  company: string | null;
  fullName: string | null;
  website: string | null;
  city: string | null;
  state: string | null;
  /** When the client's products were specified for the project ('YYYY-MM-DD'). */
  specDate: string;
  /** One boolean per CSI section key of the report's csis. */
  csis: Record<string, boolean>;
}

export interface Report {
  dates: ReportDates;
  /** The manufacturer's plain-text company name, or the default client label. */
  clientName: string;
  rows: ReportRow[];
  csis: CsiColumn[];
  /**
   * Present (true) only when rows were left out because the report reached its row limit
   * (services keep the latest specified projects). Added to the issue 7 contract so a cut is never silent.
   */
  truncated?: true;
}

export type ReportKind = 'outline-specs' | 'specwizard-specs';

/** The columns a report can be sorted by (besides a CSI key). */
export const REPORT_SORT_FIELDS = ['projectId', 'name', 'type', 'userId', 'company', 'fullName', 'website', 'city', 'state', 'specDate'] as const;
export type ReportSortField = (typeof REPORT_SORT_FIELDS)[number];
