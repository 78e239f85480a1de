import type { PeriodType } from './content-types';

/** A calendar week (Monday to Sunday) or month in UTC; `start` inclusive, `end` exclusive, both "YYYY-MM-DD". */
export interface Period {
  type: PeriodType;
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** "2026-01-05" → that day at 00:00 UTC; null for anything that is not a real calendar date (2026-02-30). */
export function parseDay(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number);
  const value = new Date(Date.UTC(year, month - 1, date));
  return value.getUTCFullYear() === year && value.getUTCMonth() === month - 1 && value.getUTCDate() === date ? value : null;
}

/** The week (from its Monday) or month (from its 1st) that contains a moment. */
export function periodContaining(type: PeriodType, moment: Date): Period {
  const midnight = Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate());
  if (type === 'week') {
    const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
    const start = new Date(midnight - sinceMonday * DAY_MS);
    return { type, start: day(start), end: day(new Date(start.getTime() + 7 * DAY_MS)) };
  }
  const start = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), 1));
  const end = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth() + 1, 1));
  return { type, start: day(start), end: day(end) };
}

/** The period `steps` periods later (negative: earlier). */
export function shiftPeriod(period: Period, steps: number): Period {
  const start = parseDay(period.start) as Date;
  if (period.type === 'week') return periodContaining('week', new Date(start.getTime() + steps * 7 * DAY_MS));
  return periodContaining('month', new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + steps, 1)));
}

/** "Week of 5 January 2026" or "January 2026". */
export function periodLabel(period: Period): string {
  const start = parseDay(period.start) as Date;
  const month = `${MONTHS[start.getUTCMonth()]} ${start.getUTCFullYear()}`;
  return period.type === 'week' ? `Week of ${start.getUTCDate()} ${month}` : month;
}
