import type { Report, ReportRow } from '../../src/domain/reports/types';

/** A report row with defaults; override what a test is about. */
export function reportRow(overrides: Partial<ReportRow> = {}): ReportRow {
  return {
    projectId: 'P-1',
    name: 'Riverside Library',
    type: 'Libraries',
    userId: 1,
    company: 'North Studio',
    fullName: 'Ada Byron',
    website: 'https://north.example.com',
    city: 'Portland',
    state: 'OR',
    specDate: '2024-03-05',
    csis: {},
    ...overrides,
  };
}

/** A small report: three projects, three CSI sections. */
export function sampleReport(overrides: Partial<Report> = {}): Report {
  return {
    dates: { from: '2024-01-01', to: '2024-04-30' },
    clientName: 'Acme Doors',
    csis: [
      { key: '08 11 13', value: 'Hollow Metal Doors and Frames' },
      { key: '08 71 00', value: 'Door Hardware' },
      { key: '09 91 23', value: 'Interior Painting' },
    ],
    rows: [
      reportRow({ projectId: 'P-1', specDate: '2024-01-10', type: 'Libraries', csis: { '08 11 13': true, '08 71 00': true, '09 91 23': false } }),
      reportRow({ projectId: 'P-2', specDate: '2024-03-02', type: 'Schools', csis: { '08 11 13': true, '08 71 00': false, '09 91 23': false } }),
      reportRow({ projectId: 'P-3', specDate: '2024-03-20', type: null, csis: { '08 11 13': true, '08 71 00': true, '09 91 23': false } }),
    ],
    ...overrides,
  };
}
