import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REPORT_SORT, REPORT_SORT_FIELDS, csiTotals, filterReportRows, parseReportSort, reportSortDefaultDirection, sortReportRows,
  toggleReportSort,
} from '../../src/domain/reports';
import { formatSort } from '../../src/domain/sort';
import { reportRow } from '../helpers/report-rows';

const rows = [
  reportRow({ projectId: 'P-10', name: 'beta', city: 'Austin', userId: 20, specDate: '2026-02-01', csis: { '08 11 13': true, '08 71 00': false } }),
  reportRow({ projectId: 'P-9', name: 'Alpha', city: null, userId: 3, specDate: '2026-03-01', csis: { '08 11 13': false, '08 71 00': true } }),
  reportRow({ projectId: 'P-100', name: 'gamma', city: 'boston', userId: 100, specDate: '2026-01-15', csis: { '08 11 13': true, '08 71 00': true } }),
  reportRow({ projectId: 'P-2', name: 'Alpha', city: 'Austin', userId: 3, specDate: '2026-03-01', csis: { '08 11 13': false, '08 71 00': false } }),
];
const ids = (list: { projectId: string }[]) => list.map((r) => r.projectId);

describe('sortReportRows', () => {
  it('sorts text case-insensitively and numbers in ids naturally', () => {
    expect(ids(sortReportRows(rows, { field: 'projectId', direction: 'asc' }))).toEqual(['P-2', 'P-9', 'P-10', 'P-100']);
    expect(ids(sortReportRows(rows, { field: 'name', direction: 'asc' }))).toEqual(['P-9', 'P-2', 'P-10', 'P-100']);
    expect(ids(sortReportRows(rows, { field: 'userId', direction: 'desc' }))).toEqual(['P-100', 'P-10', 'P-9', 'P-2']);
  });

  it('treats letter case as equal, keeping the given order', () => {
    const cased = [reportRow({ projectId: 'upper', name: 'Alpha' }), reportRow({ projectId: 'lower', name: 'alpha' })];
    expect(ids(sortReportRows(cased, { field: 'name', direction: 'asc' }))).toEqual(['upper', 'lower']);
    expect(ids(sortReportRows(cased.toReversed(), { field: 'name', direction: 'asc' }))).toEqual(['lower', 'upper']);
  });

  it('puts empty values last in both directions', () => {
    expect(ids(sortReportRows(rows, { field: 'city', direction: 'asc' }))).toEqual(['P-10', 'P-2', 'P-100', 'P-9']);
    expect(ids(sortReportRows(rows, { field: 'city', direction: 'desc' }))).toEqual(['P-100', 'P-10', 'P-2', 'P-9']);
  });

  it('is stable: equal values keep their order, whichever the direction', () => {
    expect(ids(sortReportRows(rows, { field: 'specDate', direction: 'desc' }))).toEqual(['P-9', 'P-2', 'P-10', 'P-100']);
    expect(ids(sortReportRows(rows, { field: 'specDate', direction: 'asc' }))).toEqual(['P-100', 'P-10', 'P-9', 'P-2']);
    expect(ids(sortReportRows(rows, { field: 'website', direction: 'asc' }))).toEqual(ids(rows));
  });

  it('sorts by a CSI key ("Yes" first when descending); an absent key counts as No', () => {
    expect(ids(sortReportRows(rows, { field: '08 71 00', direction: 'desc' }))).toEqual(['P-9', 'P-100', 'P-10', 'P-2']);
    expect(ids(sortReportRows(rows, { field: '08 71 00', direction: 'asc' }))).toEqual(['P-10', 'P-2', 'P-9', 'P-100']);
    expect(ids(sortReportRows(rows, { field: '09 91 00', direction: 'desc' }))).toEqual(ids(rows));
  });

  it('sorts a row without the CSI key with the No rows', () => {
    const mixed = [
      reportRow({ projectId: 'yes', csis: { '09 91 00': true } }),
      reportRow({ projectId: 'absent', csis: {} }),
      reportRow({ projectId: 'no', csis: { '09 91 00': false } }),
    ];
    expect(ids(sortReportRows(mixed, { field: '09 91 00', direction: 'asc' }))).toEqual(['absent', 'no', 'yes']);
    expect(ids(sortReportRows(mixed, { field: '09 91 00', direction: 'desc' }))).toEqual(['yes', 'absent', 'no']);
  });

  it('does not change the rows it is given', () => {
    const copy = structuredClone(rows);
    sortReportRows(rows, { field: 'name', direction: 'desc' });
    expect(rows).toEqual(copy);
  });
});

describe('choosing a column', () => {
  it('flips when the same column is chosen twice, starting from the column default', () => {
    let sort = toggleReportSort(DEFAULT_REPORT_SORT, 'city');
    expect(sort).toEqual({ field: 'city', direction: 'asc' });
    sort = toggleReportSort(sort, 'city');
    expect(sort).toEqual({ field: 'city', direction: 'desc' });
    expect(toggleReportSort(sort, 'city')).toEqual({ field: 'city', direction: 'asc' });
    expect(toggleReportSort(DEFAULT_REPORT_SORT, 'specDate')).toEqual({ field: 'specDate', direction: 'asc' });
    expect(toggleReportSort(null, '08 11 13')).toEqual({ field: '08 11 13', direction: 'desc' });
  });

  it('starts dates and CSI columns descending, the rest ascending', () => {
    expect(reportSortDefaultDirection('specDate')).toBe('desc');
    expect(reportSortDefaultDirection('08 11 13')).toBe('desc');
    for (const f of REPORT_SORT_FIELDS.filter((x) => x !== 'specDate')) expect(reportSortDefaultDirection(f)).toBe('asc');
  });
});

describe('parseReportSort', () => {
  it('reads what formatSort writes, for every column and for CSI keys', () => {
    for (const field of [...REPORT_SORT_FIELDS, '08 11 13']) {
      for (const direction of ['asc', 'desc'] as const) expect(parseReportSort(formatSort({ field, direction }))).toEqual({ field, direction });
    }
  });

  it('takes a CSI section in any accepted spelling and answers the report key', () => {
    expect(parseReportSort('-081113')).toEqual({ field: '08 11 13', direction: 'desc' });
    expect(parseReportSort('08-71-00')).toEqual({ field: '08 71 00', direction: 'asc' });
  });

  it('ignores spaces around the value and after the minus', () => {
    expect(parseReportSort(' -city ')).toEqual({ field: 'city', direction: 'desc' });
    expect(parseReportSort('- city')).toEqual({ field: 'city', direction: 'desc' });
    expect(parseReportSort(' 081113 ')).toEqual({ field: '08 11 13', direction: 'asc' });
  });

  it('answers null for anything that names no column', () => {
    for (const bad of ['', '-', 'csis', 'password', '--name', 'Name', '99 11 13', undefined, null]) expect(parseReportSort(bad)).toBeNull();
  });
});

describe('filters and totals', () => {
  it('filters by period (inclusive ends) and by CSI section', () => {
    expect(ids(filterReportRows(rows, { dates: { from: '2026-02-01', to: '2026-03-01' }, csi: null }))).toEqual(['P-10', 'P-9', 'P-2']);
    expect(ids(filterReportRows(rows, { dates: { from: null, to: '2026-01-31' }, csi: null }))).toEqual(['P-100']);
    expect(ids(filterReportRows(rows, { dates: { from: '2026-03-02', to: null }, csi: null }))).toEqual([]);
    expect(ids(filterReportRows(rows, { dates: { from: null, to: null }, csi: '08 11 13' }))).toEqual(['P-10', 'P-100']);
    expect(ids(filterReportRows(rows, { dates: { from: '2026-02-01', to: null }, csi: '08 71 00' }))).toEqual(['P-9']);
  });

  it('counts, per CSI column, the rows that have it', () => {
    const csis = [{ key: '08 11 13', value: 'Hollow Metal Doors and Frames' }, { key: '08 71 00', value: 'Door Hardware' }, { key: '09 91 00', value: 'Painting' }];
    expect(csiTotals({ rows, csis })).toEqual([
      { key: '08 11 13', value: 'Hollow Metal Doors and Frames', count: 2 },
      { key: '08 71 00', value: 'Door Hardware', count: 2 },
      { key: '09 91 00', value: 'Painting', count: 0 },
    ]);
    expect(csiTotals({ rows: [], csis })).toEqual(csis.map((c) => ({ ...c, count: 0 })));
  });
});
