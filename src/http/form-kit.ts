import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import { signInRedirect } from '../auth/pending-return';
import { safeReturnPath } from '../domain/return-path';
import { AppError, notFound } from '../errors';
import { fieldErrors } from '../parse-input';
import { idParams } from '../services/personal/schemas';

// The one helper set of the site's plain HTML form posts (they work without JavaScript): the pages' actions and
// button posts of src/web/actions, and the JSON calls that take the same bodies (src/api).

/** What the visitor typed, to fill the form again: strings only (each cut at `maxLength`), never a password. */
export function formValues(body: unknown, maxLength = 500): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string' && !/password/i.test(key)) values[key] = value.slice(0, maxLength);
  }
  return values;
}

type Check = (body: Record<string, unknown>) => Record<string, string>;

/** Parses a form body; every bad field (and every failed extra check) is reported at once, as a 400. */
export function parseForm<T>(schema: z.ZodType<T>, body: unknown, ...checks: Check[]): T {
  const raw = (body ?? {}) as Record<string, unknown>;
  const result = schema.safeParse(raw);
  const errors = Object.assign(result.success ? {} : fieldErrors(result.error), ...checks.map((check) => check(raw)));
  if (!result.success || Object.keys(errors).length > 0) {
    throw new AppError(400, 'Some fields need attention', { data: { fields: errors } });
  }
  return result.data;
}

/** The confirmation field must repeat the password. */
export const confirms =
  (field: string, confirmation: string): Check =>
  (raw) =>
    raw[field] !== raw[confirmation] ? { [confirmation]: 'The two passwords are not the same' } : {};

/** The same-site path the form asked to return to (its `redirect` field), else the fallback. */
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

/** Work of a signed-in form post: returns where to go next (303). */
type SignedInWork = (req: Request, userSeq: number) => Promise<string>;

/**
 * A form post of a signed-in user's button (favorite, watch, delete...): the work is done and the visitor sent on
 * (303); anonymous visitors (an expired session) are sent to sign in and come back to the page they were on.
 */
export function signedInPost(work: SignedInWork): RequestHandler {
  return async (req, res) => {
    if (!req.user) {
      const back = returnTo(req, refererPath(req) ?? '/account');
      res.redirect(303, signInRedirect(req, back));
      return;
    }
    res.redirect(303, await work(req, req.user.seq));
  };
}

/** The `{id}` of the posted path; anything else is a 404. */
export function rowIdOf(req: Request): number {
  const parsed = idParams.safeParse(req.params);
  if (!parsed.success) throw notFound(`Page not found: ${req.path}`);
  return parsed.data.id;
}

/** The named fields of a urlencoded form body that are present. */
export function pickFields(req: Request, keys: string[]): Record<string, unknown> {
  const source = (req.body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(keys.filter((k) => k in source).map((k) => [k, source[k]]));
}
