import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from '../errors';
import { fieldsOf } from '../services/accounts/field-error';
import type { FormState } from '../http/form-state';
import { formStates } from '../http/form-state';
import { formValues } from '../http/form-kit';

/** Renders the page of `pagePath` (its GET route, next in line) for a failed post. */
function showForm(req: Request, res: Response, next: NextFunction, pagePath: string, state: FormState, retryAfter?: number): void {
  if (retryAfter) res.setHeader('Retry-After', String(retryAfter));
  req.method = 'GET';
  req.url = pagePath;
  formStates.run(state, () => next());
}

/**
 * A form post handler of the old kind, left to the two company forms (request for information, non-client
 * feedback) until they become their pages' actions (src/web/actions). The handler redirects (303) on success; an
 * AppError below 500 re-renders the form with its messages, keeping up to `maxValueLength` characters of each field.
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
