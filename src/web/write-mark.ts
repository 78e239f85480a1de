import type { IncomingHttpHeaders } from 'node:http';
import { readCookie } from '../http/cookies';

/**
 * The cookie that keeps a visitor's reads on the primary for a while after their write (read-your-writes
 * with a replica): its value is when that ends, in ms since the epoch. It is not signed: all it can do is
 * send its sender's own reads to the primary, as any session cookie does (docs/decisions/2026-11-24-read-replica.md).
 */
const WRITE_MARK = 'wrote';

export function writeMarkCookie(until: number, windowMs: number, secure: boolean): string {
  const attributes = [`Max-Age=${Math.ceil(windowMs / 1000)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return [`${WRITE_MARK}=${until}`, ...attributes].join('; ');
}

/** The request carries a write mark that has not run out (a client that ignores Max-Age is not kept on the primary). */
export function hasFreshWriteMark(cookieHeader: string | undefined, now: number): boolean {
  const until = readCookie(cookieHeader, WRITE_MARK);
  return until !== undefined && /^\d{1,16}$/.test(until) && Number(until) > now;
}

const SESSION_COOKIE = /(?:^|;\s*)session=/;

/**
 * A request that may see data of its own: it names a user or an API key, carries a session, or wrote a
 * moment ago. Such requests skip the page cache and read from the primary.
 */
export function isPersonalRequest(headers: IncomingHttpHeaders, now: number = Date.now()): boolean {
  if (headers.authorization || headers['x-api-key']) return true;
  return SESSION_COOKIE.test(headers.cookie ?? '') || hasFreshWriteMark(headers.cookie, now);
}
