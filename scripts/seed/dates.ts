import type { Rng } from './prng';

/** Every date of the demo catalog is this fixed day minus a seeded offset (no clock reads). */
export const BASE_DATE = new Date(Date.UTC(2026, 10, 1, 12, 0, 0));

const DAY_MS = 86_400_000;
const THREE_YEARS_DAYS = 3 * 365;

export function daysBefore(days: number, from: Date = BASE_DATE): Date {
  return new Date(from.getTime() - Math.round(days * DAY_MS));
}

/**
 * A publication date within the last three years, denser towards the base date
 * (power > 1 pulls offsets towards zero), so a weekly "what's new" feed is never empty.
 */
export function publishedDate(rng: Rng, maxDays = THREE_YEARS_DAYS, power = 1.7): Date {
  const days = maxDays * Math.pow(rng.next(), power);
  // Whole minutes keep the values tidy in the UI.
  const minutes = Math.floor(days * 1440);
  return new Date(BASE_DATE.getTime() - minutes * 60_000);
}

/** ISO text for SQL parameters. */
export function iso(date: Date): string {
  return date.toISOString();
}

/** 'YYYY-MM-DD' for date columns. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
