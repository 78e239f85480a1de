import { carriesSecret } from '../../../domain/secret-url';
import type { SignInPageProps } from '../../../pages/account/sign-in-page';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { accountHead, formView, noticeFor } from './account-kit';
import { returnPath } from '../../../domain/return-path';

const NOTICES = {
  reset: 'Your password was changed. Sign in with the new one.',
  signedout: 'You have signed out.',
};

/** A return path the page may carry in its form: none that holds a secret (those wait in the session). */
function shownTarget(value: unknown): string {
  const target = returnPath(value, '');
  return carriesSecret(target) ? '' : target;
}

/** /signin: sign in, or create an account. Signed-in visitors go on to where they were headed. */
export async function loadSignIn(ctx: LoaderContext): Promise<LoaderResult<SignInPageProps>> {
  const target = shownTarget(ctx.query.redirect);
  if (ctx.user && !ctx.form) return { redirect: target || '/account', status: 302 };
  const signIn = formView(ctx, 'signin');
  const create = formView(ctx, 'create');
  const redirect = target || shownTarget(signIn.values.redirect ?? create.values.redirect);
  const notice = noticeFor(ctx.query, NOTICES) ?? (target ? 'Sign in to see that page.' : null);
  return {
    props: { redirect, notice, signIn, create },
    head: accountHead('Sign in', 'Sign in to keep favorites, saved searches and projects, or create a free account.'),
  };
}
