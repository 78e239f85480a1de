import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { signInHref } from '../../../domain/return-path';
import { fieldErrors } from '../../../parse-input';
import { AppError } from '../../../errors';
import { fieldsOf } from '../../../services/accounts/field-error';
import type { FormState } from '../../../http/form-state';
import { formStates } from '../../../http/form-state';

/** What the visitor typed, to fill the form again: strings only (each cut at `maxLength`), never a password. */
export function formValues(body: unknown, maxLength = 500): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string' && !/password/i.test(key)) values[key] = value.slice(0, maxLength);
  }
  return values;
}

/** Renders the page of `pagePath` (its GET route, next in line) for a failed post. */
export function showForm(req: Request, res: Response, next: NextFunction, pagePath: string, state: FormState, retryAfter?: number): void {
  if (retryAfter) res.setHeader('Retry-After', String(retryAfter));
  req.method = 'GET';
  req.url = pagePath;
  formStates.run(state, () => next());
}

/**
 * A form post handler. The handler redirects (303) on success; an AppError below 500
 * (bad field, wrong password, too many attempts) re-renders the form with its messages,
 * keeping up to `maxValueLength` characters of each field (longer for message boxes).
 */
export function formPost(
  form: string,
  pagePath: (req: Request) => string,
  handler: (req: Request, res: Response) => Promise<void>,
  maxValueLength = 500,
): RequestHandler {
  return async (req, res, next) => {
    try {
      await handler(req, res);
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      const errors = fieldsOf(error) ?? {};
      const retryAfter = (error.data as { retryAfter?: number } | undefined)?.retryAfter;
      const message = Object.keys(errors).length ? undefined : error.message;
      showForm(req, res, next, pagePath(req), { form, status: error.statusCode, values: formValues(req.body, maxValueLength), errors, message }, retryAfter);
    }
  };
}

/** Account form posts by anonymous visitors go to sign-in, then back to the page. */
export function signInFirst(res: Response, pagePath: string): void {
  res.redirect(303, signInHref(pagePath));
}

type Check = (body: Record<string, unknown>) => Record<string, string>;

/** Parses a form body; every bad field (and every failed extra check) is reported at once. */
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
