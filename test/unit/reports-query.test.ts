import { describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_QUERY, dateBounds, inDateRange, isIsoDay, isoDay, reportQuerySchema } from '../../src/domain/reports';

const parse = (input: Record<string, unknown>) => reportQuerySchema.safeParse(input);
const fieldsOf = (input: Record<string, unknown>) => {
  const result = parse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('reportQuerySchema', () => {
  it('defaults to the whole period, every section, newest first', () => {
    expect(parse({})).toEqual({ success: true, data: DEFAULT_REPORT_QUERY });
    expect(DEFAULT_REPORT_QUERY).toEqual({ dates: { from: null, to: null }, csi: null, sort: { field: 'specDate', direction: 'desc' } });
  });

  it('reads from, to, csi and sort', () => {
    expect(parse({ from: '2026-01-01', to: '2026-01-31', csi: '081113', sort: '-city' })).toEqual({
      success: true,
      data: { dates: { from: '2026-01-01', to: '2026-01-31' }, csi: '08 11 13', sort: { field: 'city', direction: 'desc' } },
    });
    expect(parse({ csi: '08 71 00', sort: '08 71 00' }).data).toMatchObject({ csi: '08 71 00', sort: { field: '08 71 00', direction: 'asc' } });
    expect(parse({ from: '2026-02-02', to: '2026-02-02' }).success).toBe(true);
  });

  it('treats empty form fields as not given', () => {
    expect(parse({ from: '', to: '', csi: '', sort: '' })).toEqual({ success: true, data: DEFAULT_REPORT_QUERY });
  });

  it('names the bad field', () => {
    expect(fieldsOf({ from: '2026-1-1' })).toEqual(['from']);
    expect(fieldsOf({ to: '2026-02-30' })).toEqual(['to']);
    expect(fieldsOf({ from: '2026-03-01', to: '2026-02-01' })).toEqual(['to']);
    expect(fieldsOf({ csi: '99 99 99' })).toEqual(['csi']);
    expect(fieldsOf({ csi: 'doors' })).toEqual(['csi']);
    expect(fieldsOf({ sort: 'password' })).toEqual(['sort']);
    expect(fieldsOf({ sort: 'x'.repeat(41) })).toEqual(['sort']);
    expect(fieldsOf({ from: ['2026-01-01', '2026-01-02'] })).toEqual(['from']);
  });
});

describe('report dates', () => {
  it('checks calendar days', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-01-01T00:00')).toBe(false);
  });

  it('gives the UTC day of a timestamp', () => {
    expect(isoDay(new Date('2026-03-10T23:59:59Z'))).toBe('2026-03-10');
    expect(isoDay('2026-03-10T23:30:00-05:00')).toBe('2026-03-11');
    expect(isoDay('2026-03-10')).toBe('2026-03-10');
  });

  it('includes both ends of the period', () => {
    const dates = { from: '2026-03-01', to: '2026-03-31' };
    expect(['2026-02-28', '2026-03-01', '2026-03-31', '2026-04-01'].map((d) => inDateRange(d, dates))).toEqual([false, true, true, false]);
    expect(inDateRange('1999-01-01', { from: null, to: null })).toBe(true);
  });

  it('turns the period into whole UTC days for SQL, the end exclusive', () => {
    expect(dateBounds({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      start: new Date('2026-03-01T00:00:00.000Z'),
      end: new Date('2026-04-01T00:00:00.000Z'),
    });
    expect(dateBounds({ from: null, to: '2026-12-31' }).end).toEqual(new Date('2027-01-01T00:00:00.000Z'));
    expect(dateBounds({ from: null, to: null })).toEqual({ start: null, end: null });
  });
});
