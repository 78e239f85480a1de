import type { ChangePasswordPageProps } from '../../../pages/account/change-password-page';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { accountHead, formView, noticeFor, signedIn } from './account-kit';

export async function loadChangePassword(ctx: LoaderContext): Promise<LoaderResult<ChangePasswordPageProps>> {
  signedIn(ctx);
  return {
    props: { notice: noticeFor(ctx.query, { saved: 'Your password was changed. Other devices were signed out.' }), form: formView(ctx, 'password') },
    head: accountHead('Change your password', 'Change the password you sign in with.'),
  };
}
