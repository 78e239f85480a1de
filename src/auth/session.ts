import type { Request, Response } from 'express';
import type { SessionUser } from '../domain/session-user';
import { clearUserCookies, setUserCookies } from './user-cookies';

/** The server session (user, token, loggedInAt), kept in the signed cookie-session cookie. */
export interface SessionData {
  user: SessionUser;
  token: string;
  loggedInAt: string;
}

export function readSession(req: Request): SessionData | null {
  const s = req.session;
  if (!s || typeof s.token !== 'string' || typeof s.user !== 'object' || s.user === null) return null;
  return { user: s.user as SessionUser, token: s.token, loggedInAt: typeof s.loggedInAt === 'string' ? s.loggedInAt : '' };
}

/**
 * Stores user, token and sign-in time. A remembered sign-in keeps the cookie until the token
 * expires (30 days); otherwise it is a browser-session cookie.
 */
export function startSession(req: Request, res: Response, data: SessionData, expiresAt: Date | null, remember: boolean, secure: boolean): void {
  req.session = { user: data.user, token: data.token, loggedInAt: data.loggedInAt };
  if (remember && expiresAt) req.sessionOptions.maxAge = Math.max(0, expiresAt.getTime() - Date.now());
  else delete req.sessionOptions.maxAge;
  setUserCookies(req, res, data.user, remember, secure);
}

/** Deletes the session cookie and the user data cookies. */
export function endSession(req: Request, res: Response, secure: boolean): void {
  req.session = null;
  clearUserCookies(res, secure);
}
