import { describe, expect, it } from 'vitest';
import { isRealIsoDate } from '../../src/domain/validation';

describe('isRealIsoDate', () => {
  it.each(['2026-01-01', '2026-01-31', '2026-12-31', '2024-01-31', '2024-02-29', '2000-02-29', '0001-01-01'])('accepts %s', (date) => {
    expect(isRealIsoDate(date)).toBe(true);
  });

  it.each([
    ['0000-01-01', 'year 0'],
    ['2026-00-10', 'month 0'],
    ['2026-13-01', 'month 13'],
    ['2026-01-00', 'day 0'],
    ['2026-04-31', 'April 31'],
    ['2023-02-29', 'not a leap year'],
    ['1900-02-29', 'a century that is not a leap year'],
    ['x2026-01-01', 'text before'],
    ['2026-01-01x', 'text after'],
  ])('refuses %s (%s)', (date) => {
    expect(isRealIsoDate(date)).toBe(false);
  });
});
