import { z } from 'zod';
import type { ResetPageProps } from '../../../pages/account/reset-page';
import { countResetAttempt, isResetTokenLive, RESET_INVALID } from '../../../services/accounts/password-reset';
import { accountLimitsOf } from '../../../services/accounts/limits';
import { resetTokenSchema } from '../../../services/accounts/schemas';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { formView } from './account-kit';

export const resetParams = z.object({ resetToken: resetTokenSchema });

/** /reset/{resetToken}: checks the link, then offers the new-password form (posted to the same address; the page never repeats the token). */
export async function loadReset(ctx: LoaderContext<z.infer<typeof resetParams>>): Promise<LoaderResult<ResetPageProps>> {
  // Reset links are rate-limited per address and per token whether they are opened or posted (the post counts itself).
  if (!ctx.form) await countResetAttempt(accountLimitsOf(ctx.db), ctx.params.resetToken, ctx.ip ?? 'unknown');
  const valid = await isResetTokenLive(ctx.db, ctx.params.resetToken);
  const form = formView(ctx, 'reset');
  return {
    props: { valid, invalidMessage: form.message ?? RESET_INVALID, form },
    // The URL holds a secret: never indexed. No `no-referrer` meta: with it browsers send
    // `Origin: null` on the form post, which the CSRF check rightly refuses. The site-wide
    // strict-origin-when-cross-origin policy already keeps the path from other sites.
    // The canonical address is the forgot page, never the link with its token.
    head: { title: 'Choose a new password', description: 'Choose a new password for your account.', robots: 'noindex', canonical: '/forgot' },
    status: valid ? undefined : 404,
  };
}
