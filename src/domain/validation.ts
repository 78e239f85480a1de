import { z } from 'zod';
import { findUnsafeToken } from './unsafe-text';

const EMAIL_LOCAL_MAX = 64;
const EMAIL_DOMAIN_MAX = 255;
const EMAIL_LABEL_MAX = 63;

export const MESSAGES = {
  email: 'Enter a valid email address',
  emailLocalTooLong: `The part before @ must be ${EMAIL_LOCAL_MAX} characters or fewer`,
  emailDomainTooLong: `The email domain must be ${EMAIL_DOMAIN_MAX} characters or fewer`,
  emailLabelTooLong: `Each part of the email domain must be ${EMAIL_LABEL_MAX} characters or fewer`,
  phone: 'Enter a 10-digit US phone number',
  phone555: 'Phone numbers starting with 555 are not accepted',
  zip: 'Enter a 5-digit ZIP code or ZIP+4',
  url: 'Enter a valid web address',
  unsafeText: 'This text contains characters or words that are not allowed',
  alphanumeric: 'Enter at least one letter or number',
  date: 'must be a real date written YYYY-MM-DD (years 0001 to 9999), such as 2024-05-01',
  dateTime: 'must be a real ISO 8601 date-time (years 0001 to 9999), such as 2024-05-01T12:00:00Z',
} as const;

const EMAIL_LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const PHONE = /^(?:\+1[ .-]?|1[ .-])?(?:\((\d{3})\)|(\d{3}))[ .-]?\d{3}[ .-]?\d{4}$/;
const ZIP = /^\d{5}(?:-\d{4})?$/;
// A top-level domain is letters, 2 to 63 of them (DNS labels): .com, .technology, and the reserved .example the demo uses.
const URL_PATTERN =
  /^(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const ALPHANUMERIC = /[\p{L}\p{N}]/u;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date PostgreSQL accepts: 2026-02-31 and year 0000 are not. */
export function isRealIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < 1 || day < 1) return false;
  // Months outside 1-12 have no days.
  return day <= (month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0));
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function emailProblem(value: string): string | null {
  const parts = value.split('@');
  if (parts.length !== 2) return MESSAGES.email;
  const [local, domain] = parts;
  if (local.length > EMAIL_LOCAL_MAX) return MESSAGES.emailLocalTooLong;
  if (domain.length > EMAIL_DOMAIN_MAX) return MESSAGES.emailDomainTooLong;
  if (domain.split('.').some((label) => label.length > EMAIL_LABEL_MAX)) return MESSAGES.emailLabelTooLong;
  if (!EMAIL_LOCAL.test(local) || !EMAIL_DOMAIN.test(domain)) return MESSAGES.email;
  return null;
}

function phoneProblem(value: string): string | null {
  const match = PHONE.exec(value);
  const areaCode = match ? (match[1] ?? match[2]) : null;
  if (/^\(?555/.test(value) || areaCode === '555') return MESSAGES.phone555;
  return match ? null : MESSAGES.phone;
}

function refineWith(problem: (value: string) => string | null) {
  return (value: string, ctx: z.RefinementCtx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

export const emailSchema = z.string({ error: MESSAGES.email }).trim().superRefine(refineWith(emailProblem));

export const phoneSchema = z.string({ error: MESSAGES.phone }).trim().superRefine(refineWith(phoneProblem));

export const zipSchema = z.string({ error: MESSAGES.zip }).trim().regex(ZIP, MESSAGES.zip);

export const urlSchema = z.string({ error: MESSAGES.url }).trim().regex(URL_PATTERN, MESSAGES.url);

/** Every date input: YYYY-MM-DD, a real calendar day. */
export const isoDateSchema = z.string({ error: MESSAGES.date }).refine(isRealIsoDate, MESSAGES.date);

/** Every date-time input: ISO 8601 with an offset or Z, a real calendar day. */
export const isoDateTimeSchema = z.iso
  .datetime({ offset: true, error: MESSAGES.dateTime })
  .refine((value) => isRealIsoDate(value.slice(0, 10)), MESSAGES.dateTime);

export const safeTextSchema = z
  .string({ error: MESSAGES.unsafeText })
  .refine((value) => findUnsafeToken(value) === null, MESSAGES.unsafeText);

export const alphanumericSchema = z.string({ error: MESSAGES.alphanumeric }).regex(ALPHANUMERIC, MESSAGES.alphanumeric);

export const isValidEmail = (s: unknown): boolean => emailSchema.safeParse(s).success;
export const isValidPhone = (s: unknown): boolean => phoneSchema.safeParse(s).success;
export const isValidZip = (s: unknown): boolean => zipSchema.safeParse(s).success;
export const isValidUrl = (s: unknown): boolean => urlSchema.safeParse(s).success;
export const isSafeText = (s: unknown): boolean => safeTextSchema.safeParse(s).success;
export const hasAlphanumeric = (s: unknown): boolean => alphanumericSchema.safeParse(s).success;
