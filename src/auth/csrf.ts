import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors';
import { presentedApiKey } from './api-key';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin of a header's URL; null when it is missing ("undefined" is no URL) or malformed. */
function originOf(value: string | undefined): string | null {
  return URL.canParse(String(value)) ? new URL(String(value)).origin : null;
}

/**
 * CSRF protection by a strict Origin check: a state-changing request must come from a
 * page of this site (Origin, or Referer when a browser sends no Origin). Requests that
 * authenticate with a live bearer token carry no ambient credentials and are exempt; a
 * malformed or unknown one is not (and never falls back to the session cookie: current-user.ts). Requests that present
 * an API key are exempt too: a key is no ambient credential, and such a request never uses the session cookie
 * (request-token.ts); a browser cannot add the header across sites without a CORS preflight, which we never allow.
 */
export function originCheck(publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method) || req.authenticatedBy === 'bearer' || presentedApiKey(req) !== null) return next();
    const origin = originOf(req.get('origin')) ?? originOf(req.get('referer'));
    const self = `${req.protocol}://${req.get('host')}`;
    if (origin === allowed || origin === self) return next();
    next(new AppError(403, 'This form must be sent from a page of this site (cross-site request refused).'));
  };
}
