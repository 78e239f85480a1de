/**
 * Environmental product declarations (EPD) and health product declarations (HPD): their kinds,
 * how long they stay valid, and the filter values listings accept.
 */

export const DECLARATION_KINDS = ['epd', 'hpd'] as const;
export type DeclarationKind = (typeof DECLARATION_KINDS)[number];

/** Years a declaration is valid from its issue date: EPDs five (ISO 21930), HPDs three (HPD Open Standard). */
export const VALIDITY_YEARS: Readonly<Record<DeclarationKind, number>> = { epd: 5, hpd: 3 };

/** HPD disclosure: every intentionally added substance down to the threshold, or only part of them. */
export const DISCLOSURE_LEVELS = ['full', 'partial'] as const;
export type DisclosureLevel = (typeof DISCLOSURE_LEVELS)[number];

/** `?valid=` of the listings. */
export const VALIDITY_FILTERS = ['current', 'expired', 'all'] as const;
export type ValidityFilter = (typeof VALIDITY_FILTERS)[number];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDeclarationKind(type: string): type is DeclarationKind {
  return (DECLARATION_KINDS as readonly string[]).includes(type);
}

function checkDay(day: string, name: string): RegExpExecArray {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`${name} must be a YYYY-MM-DD date, not "${day}"`);
  return match;
}

/** The UTC calendar day of a moment, "YYYY-MM-DD". */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/**
 * A day plus whole years, as PostgreSQL's `date + interval 'N years'` does it: February 29
 * becomes February 28 in a year that has none.
 */
export function addYears(day: string, years: number): string {
  const [, y, m, d] = checkDay(day, 'day').map(Number);
  const year = y + years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return utcDay(new Date(Date.UTC(year, m - 1, Math.min(d, lastDay))));
}

/** The day a declaration issued on `issuedOn` expires (the first day it is no longer valid). */
export function expiryDate(kind: DeclarationKind, issuedOn: string): string {
  return addYears(issuedOn, VALIDITY_YEARS[kind]);
}

/** Expired from its expiry day on: a declaration expiring 2024-05-01 is valid through 2024-04-30. */
export function isExpired(expiresOn: string, today: string): boolean {
  checkDay(expiresOn, 'expiresOn');
  checkDay(today, 'today');
  return today >= expiresOn;
}

/** Whether a declaration expiring on `expiresOn` is kept by a `?valid=` filter. */
export function matchesValidity(filter: ValidityFilter, expiresOn: string, today: string): boolean {
  if (filter === 'all') return true;
  return isExpired(expiresOn, today) === (filter === 'expired');
}

/** "Full disclosure to 100 ppm", "Partial disclosure (threshold 1000 ppm)". */
export function disclosureLabel(level: DisclosureLevel, thresholdPpm: number | null): string {
  if (level === 'full') return thresholdPpm ? `Full disclosure to ${thresholdPpm} ppm` : 'Full disclosure';
  return thresholdPpm ? `Partial disclosure (threshold ${thresholdPpm} ppm)` : 'Partial disclosure';
}
