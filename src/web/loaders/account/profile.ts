import type { ProfilePageProps } from '../../../pages/account/profile-page';
import { getProfile } from '../../../services/accounts/users';
import type { Profile } from '../../../services/accounts/users';
import { AppError } from '../../../errors';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { accountHead, formView, noticeFor, signedIn } from './account-kit';

const FIELDS = ['firstName', 'lastName', 'email', 'company', 'title', 'phone', 'website', 'address', 'city', 'state', 'zip'] as const;

function initialValues(profile: Profile): Record<string, string> {
  return { ...Object.fromEntries(FIELDS.map((name) => [name, profile[name]])), firmType: profile.firmType ?? '' };
}

/** /account/profile: the same data as GET /api/circulation/me. */
export async function loadProfile(ctx: LoaderContext): Promise<LoaderResult<ProfilePageProps>> {
  const profile = await getProfile(ctx.db, signedIn(ctx).seq);
  if (!profile) throw new AppError(401, 'Sign in to see this page');
  return {
    props: { notice: noticeFor(ctx.query, { saved: 'Your profile was saved.' }), form: formView(ctx, 'profile', initialValues(profile)) },
    head: accountHead('Profile', 'Your name, company and contact details.'),
  };
}
