import type { Request, Response } from 'express';
import type { MfCode } from '../domain/csi';
import { DEFAULT_MF } from '../domain/csi';
import { USER_COOKIE_DAYS, USER_COOKIE_DEFAULT_DAYS } from '../domain/cookies';
import { readCookie } from '../http/cookies';
import type { SessionUser } from '../domain/session-user';

const DAY_MS = 24 * 3600_000;

/** Readable cookies with the signed-in user's name and email. */
const USER_COOKIES = { firstName: 'first_name', lastName: 'last_name', email: 'email' } as const;
const MF_COOKIE = 'mf';

/** Secure exactly when the session cookie is: the site's public URL is https. */
function base(secure: boolean) {
  return { httpOnly: false, sameSite: 'lax' as const, secure, path: '/' };
}

/**
 * Sets first name, last name and email for the browser to read. With remember-me they live
 * USER_COOKIE_DAYS; without it they end with the browser session, like
 * the session itself. 'mf' is set to "04" when the browser has none, for USER_COOKIE_DEFAULT_DAYS.
 */
export function setUserCookies(req: Request, res: Response, user: SessionUser, remember: boolean, secure: boolean): void {
  const options = { ...base(secure), ...(remember ? { maxAge: USER_COOKIE_DAYS * DAY_MS } : {}) };
  res.cookie(USER_COOKIES.firstName, user.firstName, options);
  res.cookie(USER_COOKIES.lastName, user.lastName, options);
  res.cookie(USER_COOKIES.email, user.email, options);
  if (readCookie(req.headers.cookie, MF_COOKIE) === undefined) {
    res.cookie(MF_COOKIE, DEFAULT_MF, { ...base(secure), maxAge: USER_COOKIE_DEFAULT_DAYS * DAY_MS });
  }
}

/** The visitor's MasterFormat edition, chosen in the footer, for USER_COOKIE_DEFAULT_DAYS. */
export function setMfCookie(res: Response, mf: MfCode, secure: boolean): void {
  res.cookie(MF_COOKIE, mf, { ...base(secure), maxAge: USER_COOKIE_DEFAULT_DAYS * DAY_MS });
}

/** Sign-out: the user data cookies go ('mf' is a display preference and stays). */
export function clearUserCookies(res: Response, secure: boolean): void {
  for (const name of Object.values(USER_COOKIES)) res.clearCookie(name, base(secure));
}
