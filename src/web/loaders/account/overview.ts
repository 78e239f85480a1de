import type { AccountPageProps } from '../../../pages/account/account-page';
import { getProfile } from '../../../services/accounts/users';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { accountHead, noticeFor, signedIn } from './account-kit';

/** /account and /secure. */
export async function loadAccount(ctx: LoaderContext): Promise<LoaderResult<AccountPageProps>> {
  const user = signedIn(ctx);
  const profile = await getProfile(ctx.db, user.seq);
  return {
    props: {
      name: `${user.firstName} ${user.lastName}`.trim() || user.email,
      email: user.email,
      company: profile?.company ?? '',
      notice: noticeFor(ctx.query, { welcome: 'Welcome! Your account is ready.' }),
    },
    head: accountHead('Your account', 'Your profile, password, favorites, saved searches, projects and content requests.'),
  };
}
