import { describe, expect, it } from 'vitest';
import { describeSeries, isEmptySeries } from '../../src/domain/charts/describe';
import { formatPercent, formatUnits } from '../../src/domain/charts/format';
import { formatCount, formatNumber } from '../../src/domain/count-text';
import { chartIds } from '../../src/domain/charts/ids';

describe('number formatting', () => {
  it('groups thousands and keeps at most one decimal', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatNumber(2.345)).toBe('2.3');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('–');
  });

  it('counts with singular and plural words', () => {
    expect(formatCount(1, 'project')).toBe('1 project');
    expect(formatCount(1200, 'project')).toBe('1,200 projects');
    expect(formatCount(0, 'entry', 'entries')).toBe('0 entries');
    expect(formatUnits(1, 'specs')).toBe('1 spec');
    expect(formatUnits(2, 'specs')).toBe('2 specs');
    expect(formatUnits(2)).toBe('2');
  });

  it('gives whole percentages', () => {
    expect(formatPercent(1, 3)).toBe('33%');
    expect(formatPercent(3, 0)).toBe('0%');
  });
});

describe('describeSeries', () => {
  it('summarises count, total, highest and lowest', () => {
    const text = describeSeries([{ label: '2024-01', value: 3 }, { label: '2024-02', value: 0 }, { label: '2024-03', value: 7 }], 'specs');
    expect(text).toBe('3 entries, 10 specs in all; highest 2024-03 (7); lowest 2024-02 (0).');
    expect(describeSeries([{ label: 'Offices', value: 1 }], 'projects')).toBe('1 entry, 1 project in all.');
  });

  it('knows an empty series', () => {
    expect(isEmptySeries([])).toBe(true);
    expect(isEmptySeries([{ label: 'a', value: 0 }])).toBe(true);
    expect(isEmptySeries([{ label: 'a', value: 1 }])).toBe(false);
  });
});

describe('chartIds', () => {
  it('derives the title, desc and caption ids and makes the id safe for id references', () => {
    expect(chartIds('specs-per-month')).toMatchObject({ root: 'specs-per-month', title: 'specs-per-month-title', desc: 'specs-per-month-desc' });
    expect(chartIds('top sections!').root).toBe('top-sections-');
    expect(chartIds('  ').root).toBe('chart');
  });
});
