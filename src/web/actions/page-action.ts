import type { Request, Response } from 'express';
import type { UploadDeps } from '../../services/uploads/accept-upload';
import type { Config } from '../../config';
import type { Db } from '../../db/types';
import { signInHref } from '../../domain/return-path';
import { AppError, notFound } from '../../errors';
import type { FormState } from '../../http/form-state';
import { formValues, parseForm } from '../../http/form-kit';
import type { Logger } from '../../log';
import { fieldsOf } from '../../services/accounts/field-error';
import type { ActionContext, ActionOutcome, PageAction, RouteDef } from '../page-types';

/** How the page answers a post that did not redirect: its loader gets `form` and `shown`, the response `status`. */
export interface PostAnswer {
  status: number;
  form?: FormState;
  shown?: unknown;
  /** The page's path and query to render (the page's own path when absent). */
  url?: string;
  /** The page's params, unparsed, when the post's path does not carry them. */
  params?: Record<string, string>;
}

interface ActionDeps {
  db: Db;
  config: Config;
  log: Logger;
  uploads?: Omit<UploadDeps, 'db'>;
}

/** The action's own params, or the page's: a failure is a 404 like a GET of a page with bad params. */
function actionParams(def: RouteDef, action: PageAction, req: Request): unknown {
  const schema = action.params ?? (action.path ? undefined : def.params);
  if (!schema) return req.params;
  const parsed = schema.safeParse(req.params);
  if (!parsed.success) throw notFound(`Page not found: ${req.path}`);
  return parsed.data;
}

/** A thrown error that the form shows as its messages: not fatal (404), not the server's fault, not a refusal (403). */
function formFailure(error: unknown): error is AppError {
  return error instanceof AppError && !error.fatal && error.statusCode < 500 && error.statusCode !== 403;
}

/**
 * Answers a form post to a page row: sign-in first for a guarded page, then the action's target (its errors are
 * error pages), the body parsed with the action's schema, the work. A redirect outcome is a 303; a failure (a bad
 * field, wrong password, too many attempts: a non-fatal error below 500) renders the page again through `render`
 * with the messages and what was typed, with the error's status (and Retry-After when it has one).
 */
export async function answerPost(
  def: RouteDef,
  action: PageAction,
  deps: ActionDeps,
  req: Request,
  res: Response,
  render: (answer: PostAnswer) => Promise<void>,
): Promise<void> {
  const user = req.user ?? null;
  if (def.guard === 'auth' && !user) return res.redirect(303, signInHref(action.path ? def.path : req.path));
  const base = { db: deps.db, config: deps.config, log: req.log ?? deps.log, uploads: deps.uploads, user, params: actionParams(def, action, req), req, res };
  const ctx: ActionContext<unknown, unknown> = { ...base, target: action.target ? await action.target(base) : undefined };
  const page = () => ({ url: action.shownAt?.(ctx), params: action.pageParams?.(ctx) });
  let outcome: ActionOutcome<unknown>;
  try {
    outcome = await action.run(ctx, parseForm(action.body, req.body, ...(action.checks ?? [])));
  } catch (error) {
    if (!formFailure(error)) throw error;
    const errors = fieldsOf(error) ?? {};
    const retryAfter = (error.data as { retryAfter?: number } | undefined)?.retryAfter;
    if (retryAfter) res.setHeader('Retry-After', String(retryAfter));
    const message = Object.keys(errors).length ? undefined : error.message;
    const form = { form: action.form, status: error.statusCode, values: formValues(req.body, action.keep), errors, message };
    return render({ status: error.statusCode, form, ...page() });
  }
  if ('redirect' in outcome) return res.redirect(303, outcome.redirect);
  const status = outcome.status ?? 200;
  const form = outcome.failure && { form: action.form, status, values: formValues(req.body, action.keep), ...outcome.failure };
  return render({ status, form, shown: outcome.shown, ...page() });
}
