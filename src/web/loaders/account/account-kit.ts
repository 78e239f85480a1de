import { AppError } from '../../../errors';
import type { FormView } from '../../../pages/account/form-parts';
import type { HeadData } from '../../head';
import type { LoaderContext } from '../../page-types';
import type { SessionUser } from '../../../domain/session-user';
import { submittedForm } from '../submitted-form';

/** Account pages are personal: never indexed. */
export function accountHead(title: string, description: string): HeadData {
  return { title, description, robots: 'noindex' };
}

/** The signed-in user of a guarded page (the guard already sent anonymous visitors to /signin). */
export function signedIn(ctx: LoaderContext<unknown>): SessionUser {
  if (!ctx.user) throw new AppError(401, 'Sign in to see this page');
  return ctx.user;
}

/** The form as the page shows it: a failed post's values and messages, over `initial`. */
export function formView(ctx: Pick<LoaderContext<unknown, unknown>, 'form'>, form: string, initial: Record<string, string> = {}): FormView {
  const failed = submittedForm(ctx, form);
  return failed
    ? { values: { ...initial, ...failed.values }, errors: failed.errors, message: failed.message }
    : { values: initial, errors: {} };
}

/** A confirmation chosen by a query flag after a redirect (?saved=1), from a fixed list of texts. */
export function noticeFor(query: Record<string, unknown>, notices: Record<string, string>): string | null {
  for (const [flag, text] of Object.entries(notices)) if (query[flag] === '1') return text;
  return null;
}
