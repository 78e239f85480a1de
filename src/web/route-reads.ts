import type { NextFunction, Request, Response } from 'express';
import { withReadRoute } from '../db/read-routing';
import { isPersonalRequest, writeMarkCookie } from './write-mark';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface RouteReadsOptions {
  /** DATABASE_READ_AFTER_WRITE_MS: how long a visitor's reads stay on the primary after a write (0: only that request). */
  windowMs: number;
  /** The site runs on https: the mark is a Secure cookie. */
  secure: boolean;
}

/**
 * Decides once per request whether its reads may go to the read replica: anonymous GET and HEAD only.
 * A request that may write marks its visitor (a cookie) so their next reads, within the window, see it.
 */
export function routeReads({ windowMs, secure }: RouteReadsOptions) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const now = Date.now();
    const reads = READS.has(req.method);
    // Bearer and API-key clients read from the primary anyway: no cookie for them.
    if (!reads && windowMs > 0 && !req.headers.authorization) res.append('Set-Cookie', writeMarkCookie(now + windowMs, windowMs, secure));
    withReadRoute(reads && !isPersonalRequest(req.headers, now), next);
  };
}
