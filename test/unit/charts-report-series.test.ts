import { describe, expect, it } from 'vitest';
import { projectsByType, specsOverTime, topCsiSections } from '../../src/domain/charts/report-series';
import { csiTotals } from '../../src/domain/reports/filters';
import { reportRow, sampleReport } from '../helpers/report-fixture';

describe('csiTotals', () => {
  it('counts the rows that specified each section, zero included', () => {
    const report = sampleReport();
    const counts = (r: { rows: typeof report.rows; csis: typeof report.csis }) => Object.fromEntries(csiTotals(r).map((t) => [t.key, t.count]));
    expect(counts(report)).toEqual({ '08 11 13': 3, '08 71 00': 2, '09 91 23': 0 });
    expect(counts({ rows: [], csis: report.csis })).toEqual({ '08 11 13': 0, '08 71 00': 0, '09 91 23': 0 });
  });

  it('ignores row keys that are not columns of the report', () => {
    const rows = [reportRow({ csis: { '99 99 99': true, '08 11 13': true } })];
    expect(csiTotals({ rows, csis: [{ key: '08 11 13', value: 'Doors' }] })).toEqual([{ key: '08 11 13', value: 'Doors', count: 1 }]);
  });
});

describe('report series', () => {
  it('counts specs per month over the report period, empty months included', () => {
    expect(specsOverTime(sampleReport())).toEqual({
      unit: 'month',
      data: [
        { label: '2024-01', value: 1 },
        { label: '2024-02', value: 0 },
        { label: '2024-03', value: 2 },
        { label: '2024-04', value: 0 },
      ],
    });
  });

  it('counts projects by type, no type as "Not given"', () => {
    expect(projectsByType(sampleReport())).toEqual([
      { label: 'Libraries', value: 1 },
      { label: 'Not given', value: 1 },
      { label: 'Schools', value: 1 },
    ]);
    expect(projectsByType(sampleReport(), 1)).toEqual([{ label: 'Libraries', value: 1 }, { label: 'Other types', value: 2 }]);
  });

  it('ranks CSI sections by how many projects specified them, leaving unspecified sections out', () => {
    expect(topCsiSections(sampleReport())).toEqual([
      { label: '08 11 13 Hollow Metal Doors and Frames', value: 3 },
      { label: '08 71 00 Door Hardware', value: 2 },
    ]);
  });
});
