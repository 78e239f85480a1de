import type { RawReportRow, ReportRow } from '../../src/domain/reports';

/** A raw specification row for report tests; fields default to a plain, complete owner. */
export function rawRow(overrides: Partial<RawReportRow> = {}): RawReportRow {
  return {
    projectId: 'P-2026-0001',
    name: 'Lakeside Clinic',
    type: 41,
    userId: 7,
    company: 'Birch & Co Architects',
    firstName: 'Dana',
    lastName: 'Reyes',
    website: 'https://birch.example',
    city: 'Austin',
    state: 'TX',
    section: '08 11 13',
    specDate: new Date('2026-03-10T15:00:00Z'),
    ...overrides,
  };
}

/** A report row for sorting, filtering and CSV tests. */
export function reportRow(overrides: Partial<ReportRow> = {}): ReportRow {
  return {
    projectId: 'P-1',
    name: 'Project',
    type: null,
    userId: 1,
    company: null,
    fullName: null,
    website: null,
    city: null,
    state: null,
    specDate: '2026-01-01',
    csis: {},
    ...overrides,
  };
}
