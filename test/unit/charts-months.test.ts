import { describe, expect, it } from 'vitest';
import { countByMonth, countOverTime, foldByYear, monthBuckets, monthOf, monthSpan } from '../../src/domain/charts/months';

describe('monthBuckets', () => {
  it('lists every month between two dates, both included', () => {
    expect(monthBuckets('2024-11-15', '2025-02-03')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(monthBuckets('2024-03-01', '2024-03-31')).toEqual(['2024-03']);
    expect(monthBuckets('2024-03', '2024-04')).toEqual(['2024-03', '2024-04']);
  });

  it('is empty when the end is before the start or a date is not a date', () => {
    expect(monthBuckets('2024-05-01', '2024-04-30')).toEqual([]);
    expect(monthBuckets('soon', '2024-04-30')).toEqual([]);
    expect(monthBuckets('2024-13-01', '2024-12-01')).toEqual([]);
    expect(monthSpan('2024-01-01', 'later')).toBe(0);
  });

  it('counts the span in months', () => {
    expect(monthSpan('2023-01-31', '2024-12-01')).toBe(24);
    expect(monthOf('2024-07-09')).toBe('2024-07');
    expect(monthOf('2024-00-09')).toBeNull();
  });
});

describe('countByMonth', () => {
  const dates = ['2024-01-05', '2024-01-20', '2024-03-02', '2024-03-02', '2024-03-31'];

  it('counts per month and keeps empty months at 0', () => {
    expect(countByMonth(dates, { from: '2023-12-01', to: '2024-04-30' })).toEqual([
      { label: '2023-12', value: 0 },
      { label: '2024-01', value: 2 },
      { label: '2024-02', value: 0 },
      { label: '2024-03', value: 3 },
      { label: '2024-04', value: 0 },
    ]);
  });

  it('takes an open end from the data and leaves dates outside the period out', () => {
    expect(countByMonth(dates, { from: '2024-02-01', to: null })).toEqual([
      { label: '2024-02', value: 0 },
      { label: '2024-03', value: 3 },
    ]);
    expect(countByMonth(dates).map((d) => d.label)).toEqual(['2024-01', '2024-02', '2024-03']);
  });

  it('has no buckets for no dates and an open period, and empty months for a closed one', () => {
    expect(countByMonth([])).toEqual([]);
    expect(countByMonth([], { from: '2024-01-01', to: '2024-02-29' })).toEqual([
      { label: '2024-01', value: 0 },
      { label: '2024-02', value: 0 },
    ]);
  });
});

describe('countOverTime', () => {
  it('keeps months up to the limit and folds a longer period into years', () => {
    const dates = ['2020-02-01', '2020-06-01', '2022-01-01'];
    expect(countOverTime(dates, { from: '2021-01-01', to: '2021-12-31' }).unit).toBe('month');
    const long = countOverTime(dates, { from: '2020-01-01', to: '2022-12-31' }, 24);
    expect(long).toEqual({ unit: 'year', data: [{ label: '2020', value: 2 }, { label: '2021', value: 0 }, { label: '2022', value: 1 }] });
    expect(foldByYear([{ label: '2024-01', value: 1 }, { label: '2024-02', value: 2 }])).toEqual([{ label: '2024', value: 3 }]);
  });
});
