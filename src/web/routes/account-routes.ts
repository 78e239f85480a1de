import { AccountPage } from '../../pages/account/account-page';
import { ChangePasswordPage } from '../../pages/account/change-password-page';
import { ContentRequestsPage } from '../../pages/account/content-requests-page';
import { ForgotPage } from '../../pages/account/forgot-page';
import { ProfilePage } from '../../pages/account/profile-page';
import { ResetPage } from '../../pages/account/reset-page';
import { SignInPage } from '../../pages/account/sign-in-page';
import { SignOutPage } from '../../pages/account/sign-out-page';
import { loadChangePassword } from '../loaders/account/change-password';
import { loadContentRequests } from '../loaders/account/content-requests';
import { loadForgot } from '../loaders/account/forgot';
import { loadAccount } from '../loaders/account/overview';
import { loadProfile } from '../loaders/account/profile';
import { loadReset, resetParams } from '../loaders/account/reset';
import { loadSignIn } from '../loaders/account/sign-in';
import { loadSignOut } from '../loaders/account/sign-out';
import { changePasswordAction, createAccountAction, forgotAction, profileAction, resetAction, signInAction } from '../actions/account-actions';
import type { RouteDef } from '../page-types';
import { route } from '../page-types';

/**
 * Sign-in, reset and account pages (issue 3). Their form posts are the rows' actions (src/web/actions/account-actions.ts):
 * a failed post renders the same row again with the messages. POST /signout only redirects (src/web/actions/sign-out.ts).
 * None of them is cached or listed in the sitemap.
 */
export const ACCOUNT_ROUTES: readonly RouteDef[] = [
  // ## Signing in (public)
  route({ path: '/signin', page: SignInPage, load: loadSignIn, actions: [signInAction, createAccountAction], cache: 'never', sitemap: false, examples: ['/signin'] }),
  route({ path: '/forgot', page: ForgotPage, load: loadForgot, actions: [forgotAction], cache: 'never', sitemap: false, examples: ['/forgot'] }),
  route({ path: '/reset/:resetToken', page: ResetPage, load: loadReset, params: resetParams, actions: [resetAction], cache: 'never', sitemap: false }),
  // /signout is flagged as needing sign-in.
  route({ path: '/signout', page: SignOutPage, load: loadSignOut, guard: 'auth', cache: 'never', sitemap: false }),

  // ## The account (routes that require sign-in)
  route({ path: '/secure', page: AccountPage, load: loadAccount, guard: 'auth', cache: 'never', sitemap: false }),
  route({ path: '/account', page: AccountPage, load: loadAccount, guard: 'auth', cache: 'never', sitemap: false }),
  route({ path: '/account/profile', page: ProfilePage, load: loadProfile, actions: [profileAction], guard: 'auth', cache: 'never', sitemap: false }),
  route({ path: '/account/change-password', page: ChangePasswordPage, load: loadChangePassword, actions: [changePasswordAction], guard: 'auth', cache: 'never', sitemap: false }),
  route({ path: '/account/content-requests', page: ContentRequestsPage, load: loadContentRequests, guard: 'auth', cache: 'never', sitemap: false }),
];
