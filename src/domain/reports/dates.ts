import type { ReportDates } from './types';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar day written 'YYYY-MM-DD' (2026-02-30 is not). */
export { isRealIsoDate as isIsoDay } from '../validation';

/** The UTC day of a timestamp as 'YYYY-MM-DD' (a value already in that form is kept). */
export function isoDay(value: Date | string): string {
  if (typeof value === 'string' && DAY.test(value)) return value;
  return new Date(value).toISOString().slice(0, 10);
}

/** Whether a 'YYYY-MM-DD' day lies in the period (both ends inclusive, null ends open). */
export function inDateRange(day: string, dates: ReportDates): boolean {
  return (dates.from === null || day >= dates.from) && (dates.to === null || day <= dates.to);
}

/**
 * The period as timestamps for SQL: start of `from` and start of the day after `to`
 * (exclusive), both UTC, so `t >= start AND t < end` matches whole days.
 */
export function dateBounds(dates: ReportDates): { start: Date | null; end: Date | null } {
  return {
    start: dates.from === null ? null : new Date(`${dates.from}T00:00:00.000Z`),
    end: dates.to === null ? null : new Date(new Date(`${dates.to}T00:00:00.000Z`).getTime() + DAY_MS),
  };
}
