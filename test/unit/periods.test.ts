import { describe, expect, it } from 'vitest';
import { parseDay, periodContaining, periodLabel, shiftPeriod } from '../../src/domain/periods';

describe('parseDay', () => {
  it('accepts real calendar dates only', () => {
    expect(parseDay('2026-01-05')?.toISOString()).toBe('2026-01-05T00:00:00.000Z');
    expect(parseDay('2024-02-29')).not.toBeNull();
    for (const bad of ['2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-1-5', '20260105', '2026-01-05x', '']) {
      expect(parseDay(bad), bad).toBeNull();
    }
  });
});

describe('periodContaining', () => {
  it('starts weeks on Monday and ends them before the next Monday', () => {
    expect(periodContaining('week', new Date('2026-01-01T15:00:00Z'))).toEqual({ type: 'week', start: '2025-12-29', end: '2026-01-05' });
    expect(periodContaining('week', new Date('2026-01-05T00:00:00Z'))).toEqual({ type: 'week', start: '2026-01-05', end: '2026-01-12' });
    expect(periodContaining('week', new Date('2026-01-11T23:59:59Z')).start).toBe('2026-01-05');
  });

  it('starts months on the 1st', () => {
    expect(periodContaining('month', new Date('2026-02-17T08:00:00Z'))).toEqual({ type: 'month', start: '2026-02-01', end: '2026-03-01' });
    expect(periodContaining('month', new Date('2025-12-31T23:00:00Z'))).toEqual({ type: 'month', start: '2025-12-01', end: '2026-01-01' });
  });
});

describe('shiftPeriod', () => {
  it('moves by whole weeks and months, across years', () => {
    const week = periodContaining('week', new Date('2026-01-05T00:00:00Z'));
    expect(shiftPeriod(week, -1).start).toBe('2025-12-29');
    expect(shiftPeriod(week, 1).start).toBe('2026-01-12');
    const month = periodContaining('month', new Date('2026-01-20T00:00:00Z'));
    expect(shiftPeriod(month, -1)).toEqual({ type: 'month', start: '2025-12-01', end: '2026-01-01' });
    expect(shiftPeriod(month, 1)).toEqual({ type: 'month', start: '2026-02-01', end: '2026-03-01' });
  });
});

describe('periodLabel', () => {
  it('names the week by its Monday and the month by name', () => {
    expect(periodLabel({ type: 'week', start: '2026-01-05', end: '2026-01-12' })).toBe('Week of 5 January 2026');
    expect(periodLabel({ type: 'month', start: '2026-11-01', end: '2026-12-01' })).toBe('November 2026');
  });
});
