import type { Datum } from './types';

const MONTH = /^(\d{4})-(\d{2})/;

/** 'YYYY-MM' of a 'YYYY-MM-DD' (or 'YYYY-MM') date; null when it is not one. */
export function monthOf(date: string): string | null {
  const m = MONTH.exec(date);
  if (!m) return null;
  const month = Number(m[2]);
  return month >= 1 && month <= 12 ? `${m[1]}-${m[2]}` : null;
}

function monthIndex(month: string): number {
  return Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
}

function monthLabel(index: number): string {
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** How many months from `from` to `to`, both included; 0 when `to` is before `from` or a date is invalid. */
export function monthSpan(from: string, to: string): number {
  const a = monthOf(from);
  const b = monthOf(to);
  return a && b ? Math.max(0, monthIndex(b) - monthIndex(a) + 1) : 0;
}

/** Every month from `from` to `to` inclusive ('YYYY-MM' labels), empty months included. */
export function monthBuckets(from: string, to: string): string[] {
  const start = monthOf(from);
  if (!start) return [];
  const first = monthIndex(start);
  return Array.from({ length: monthSpan(from, to) }, (_, i) => monthLabel(first + i));
}

/** Sorted 'YYYY-MM-DD' dates' first and last; null for no dates. */
function extent(dates: readonly string[]): { min: string; max: string } | null {
  const valid = dates.filter((d) => monthOf(d) !== null);
  if (!valid.length) return null;
  const sorted = [...valid].sort();
  return { min: sorted[0], max: sorted[sorted.length - 1] };
}

interface Period {
  from: string | null;
  to: string | null;
}

/**
 * Counts dates per month over a period; an open end is taken from the data. Months with no date
 * are present with 0, dates outside the period are left out. No dates and an open period: [].
 */
export function countByMonth(dates: readonly string[], period: Period = { from: null, to: null }): Datum[] {
  const span = extent(dates);
  const from = period.from ?? span?.min;
  const to = period.to ?? span?.max;
  if (!from || !to) return [];
  const counts = new Map(monthBuckets(from, to).map((label) => [label, 0]));
  for (const date of dates) {
    const month = monthOf(date);
    if (month !== null && counts.has(month)) counts.set(month, counts.get(month)! + 1);
  }
  return [...counts].map(([label, value]) => ({ label, value }));
}

/** Months folded into years ('YYYY'), for periods too long to show month by month. */
export function foldByYear(months: readonly Datum[]): Datum[] {
  const years = new Map<string, number>();
  for (const { label, value } of months) years.set(label.slice(0, 4), (years.get(label.slice(0, 4)) ?? 0) + value);
  return [...years].map(([label, value]) => ({ label, value }));
}

export type TimeUnit = 'month' | 'year';

/** Counts per month, or per year once the period has more than `maxMonths` months. */
export function countOverTime(dates: readonly string[], period?: Period, maxMonths = 36): { unit: TimeUnit; data: Datum[] } {
  const months = countByMonth(dates, period);
  return months.length > maxMonths ? { unit: 'year', data: foldByYear(months) } : { unit: 'month', data: months };
}
