import type { NextFunction, Request, Response } from 'express';
import type { Db } from '../db/types';
import type { SessionUser } from '../domain/session-user';
import { userForToken } from '../services/accounts/bearer-tokens';
import { claimsBearer, requestToken } from './request-token';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The signed-in user, from a bearer token or the session cookie; null when anonymous. */
      user: SessionUser | null;
      /** How req.user was authenticated: 'bearer' only for a live bearer token (the CSRF check exempts those). */
      authenticatedBy: 'bearer' | 'session' | null;
    }
  }
}

/**
 * Sets req.user for every request. A session cookie counts only while its token is live,
 * so signing out anywhere (which revokes the token) ends that session everywhere.
 */
export function attachUser(db: Db) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
    req.user = null;
    req.authenticatedBy = null;
    const byHeader = claimsBearer(req);
    const token = requestToken(req);
    if (token) {
      req.user = await userForToken(db, token);
      if (req.user) req.authenticatedBy = byHeader ? 'bearer' : 'session';
      else if (!byHeader && req.session) req.session = null;
    }
    next();
  };
}
