import type { ForgotPageProps } from '../../../pages/account/forgot-page';
import { RESET_SENT } from '../../../services/accounts/password-reset';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { accountHead, formView, noticeFor } from './account-kit';

export async function loadForgot(ctx: LoaderContext): Promise<LoaderResult<ForgotPageProps>> {
  return {
    props: { sent: noticeFor(ctx.query, { sent: RESET_SENT }), form: formView(ctx, 'forgot') },
    head: accountHead('Forgot your password?', 'Ask for a link to choose a new password for your account.'),
  };
}
