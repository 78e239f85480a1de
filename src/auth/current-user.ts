import type { NextFunction, Request, Response } from 'express';
import { sql } from '../db/sql';
import type { Db } from '../db/types';
import type { SessionUser } from '../domain/session-user';
import { claimsBearer, requestToken } from './request-token';
import { hashToken } from './tokens';

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

/** The user a live (unexpired, unrevoked) bearer token belongs to. */
export async function userForToken(db: Db, token: string): Promise<SessionUser | null> {
  return db.maybeOne<SessionUser>(sql`
    SELECT u.seq, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.is_admin AS "isAdmin", u.coid
    FROM auth_tokens t JOIN users u ON u.seq = t.user_seq
    WHERE t.token_hash = ${hashToken(token)} AND t.kind = 'bearer' AND t.used_at IS NULL AND t.expires_at > now()`);
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
