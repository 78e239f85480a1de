import { z } from 'zod';
import { slugify } from './slug';

const MIN_COID = 10000;
const MAX_COID = 99999;

/** A company id from a path, a form or JSON: five digits. */
export const coidParam = z.coerce.number({ error: 'must be a five-digit company id' }).int().min(MIN_COID).max(MAX_COID);
const COMPANY_PARAM = /^(?:([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*)-)?(\d{5})$/u;
const COMPANY_IDENTIFIER = /^(\d{5})(?::([A-Za-z0-9]{2,12}))?$/;

function inRange(n: number): boolean {
  return Number.isInteger(n) && n >= MIN_COID && n <= MAX_COID;
}

/** A company id is a five-digit number, given as a number or a five-digit string. */
export function isCoid(value: unknown): boolean {
  if (typeof value === 'number') return inRange(value);
  if (typeof value === 'string') return /^\d{5}$/.test(value) && inRange(Number(value));
  return false;
}

/** Parses the :coid route parameter: "acme-roofing-12345" or "12345". */
export function parseCompanyParam(param: string): { coid: number; slug: string | null } | null {
  const match = COMPANY_PARAM.exec(param);
  if (!match) return null;
  const coid = Number(match[2]);
  if (!inRange(coid)) return null;
  return { coid, slug: match[1] ?? null };
}

/** Last path segment of a company page: "{slug}-{coid}", or just the coid when the name has no slug. */
export function companySlugId(name: string, coid: number): string {
  const slug = slugify(name);
  return slug ? `${slug}-${coid}` : String(coid);
}

export function companyPath(name: string, coid: number): string {
  return `/company/${companySlugId(name, coid)}`;
}

/** Parses "12345" or "12345:abbr" (web abbreviation of 2–12 letters or digits). */
export function parseCompanyIdentifier(value: string): { coid: number; webabrv: string | null } | null {
  const match = COMPANY_IDENTIFIER.exec(value.trim());
  if (!match) return null;
  const coid = Number(match[1]);
  if (!inRange(coid)) return null;
  return { coid, webabrv: match[2] ?? null };
}
