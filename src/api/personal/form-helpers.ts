import type { Request, RequestHandler } from 'express';
import { signInRedirect } from '../../auth/pending-return';
import { notFound } from '../../errors';
import { safeReturnPath } from '../../domain/return-path';
import { idParams } from './schemas';

/** Helpers of the account pages' plain HTML form posts (they work without JavaScript). */
export type FormWork = (req: Request, userSeq: number) => Promise<string>;

/** The same-site path the form asked to return to, else the fallback. */
export function returnTo(req: Request, fallback: string): string {
  return safeReturnPath((req.body as Record<string, unknown> | undefined)?.redirect) ?? fallback;
}

/** Path of the page the form was on (same site only). */
function refererPath(req: Request): string | null {
  try {
    const referer = new URL(req.get('referer') ?? '');
    return referer.host === req.get('host') ? safeReturnPath(referer.pathname) : null;
  } catch {
    return null;
  }
}

/**
 * A plain HTML form post: signed-in users get the work done and a 303 to the next page;
 * anonymous visitors (an expired session) are sent to sign in and come back.
 */
export function form(work: FormWork): RequestHandler {
  return async (req, res) => {
    if (!req.user) {
      const back = returnTo(req, refererPath(req) ?? '/account');
      res.redirect(303, signInRedirect(req, back));
      return;
    }
    res.redirect(303, await work(req, req.user.seq));
  };
}

export function rowIdOf(req: Request): number {
  const parsed = idParams.safeParse(req.params);
  if (!parsed.success) throw notFound(`Page not found: ${req.path}`);
  return parsed.data.id;
}

/** The named fields of a urlencoded form body that are present. */
export function body(req: Request, keys: string[]): Record<string, unknown> {
  const source = (req.body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(keys.filter((k) => k in source).map((k) => [k, source[k]]));
}
