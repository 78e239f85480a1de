import type { Request, Response } from 'express';
import type { SessionData } from '../../auth/session';
import { startSession } from '../../auth/session';
import type { AccountLimits } from '../../services/accounts/limits';
import { bearerExpiry, isRemembered } from '../../services/accounts/bearer-tokens';
import type { ApiDeps } from '../deps';

/** What the accounts routers share: the app's deps, its rate limiters and the cookie policy. */
export interface AccountsContext extends ApiDeps {
  limits: AccountLimits;
  /** Cookies are Secure when the site is served over https (as the session cookie is). */
  secureCookies: boolean;
}

/** Stores a session for a live token; remember-me is read from the token's own lifetime. */
export async function sessionFromToken(ctx: AccountsContext, req: Request, res: Response, data: SessionData): Promise<void> {
  const expiresAt = await bearerExpiry(ctx.db, data.token);
  startSession(req, res, data, expiresAt, expiresAt !== null && isRemembered(expiresAt), ctx.secureCookies);
}
