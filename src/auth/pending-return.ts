import type { Request } from 'express';
import { returnablePath, safeReturnPath, signInReturningTo } from '../domain/return-path';
import { carriesSecret } from '../domain/secret-url';

/** How long a page waiting for sign-in is remembered. */
const PENDING_RETURN_MS = 30 * 60_000;

interface PendingReturn {
  path: string;
  until: number;
}

/**
 * Where to send an anonymous visitor who must sign in before seeing `target`. A target that
 * carries a secret (a report link's password) never goes into the URL: it is kept in the
 * signed, httpOnly session cookie and the visitor goes to plain /signin; sign-in then
 * continues there (`takePendingReturn`). Other targets ride along as `?redirect=`.
 */
export function signInRedirect(req: Request, target: string): string {
  const path = safeReturnPath(target);
  if (!path) return '/signin';
  if (!carriesSecret(path)) return signInReturningTo(path);
  if (req.session) req.session.pendingReturn = { path, until: Date.now() + PENDING_RETURN_MS } satisfies PendingReturn;
  return '/signin';
}

/** The page kept by `signInRedirect`, once (it is forgotten here), or null when none or too old. */
export function takePendingReturn(req: Request): string | null {
  const pending = req.session?.pendingReturn as Partial<PendingReturn> | undefined;
  if (!pending) return null;
  delete req.session!.pendingReturn;
  // A missing time is NaN here, never later than now.
  return Number(pending.until) > Date.now() ? returnablePath(pending.path) : null;
}
