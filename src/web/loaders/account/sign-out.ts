import type { SignOutPageProps } from '../../../pages/account/sign-out-page';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { accountHead, signedIn } from './account-kit';

export async function loadSignOut(ctx: LoaderContext): Promise<LoaderResult<SignOutPageProps>> {
  const user = signedIn(ctx);
  return {
    props: { name: `${user.firstName} ${user.lastName}`.trim() || user.email },
    head: accountHead('Sign out', 'Sign out of your account on this device and everywhere the session is used.'),
  };
}
