import type { AccountPageProps } from '../../../pages/account/account-page';
import { getProfile } from '../../../services/accounts/users';
import { changesFor, changesSeenThrough, markChangesSeen } from '../../../services/watches/changes';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { accountHead, noticeFor, signedIn } from './account-kit';

/** At most this many changes under "What changed since your last visit"; the watches page lists more. */
const CHANGES_SINCE_LAST_VISIT = 10;

/** /account and /secure. */
export async function loadAccount(ctx: LoaderContext): Promise<LoaderResult<AccountPageProps>> {
  const user = signedIn(ctx);
  const [profile, seenThrough] = await Promise.all([getProfile(ctx.db, user.seq), changesSeenThrough(ctx.db, user.seq)]);
  const changes = await changesFor(ctx.db, user.seq, { after: seenThrough, limit: CHANGES_SINCE_LAST_VISIT });
  // Shown once: the next visit lists only what changed after this one.
  if (changes.length > 0) await markChangesSeen(ctx.db, user.seq, changes[0].seq);
  return {
    props: {
      name: `${user.firstName} ${user.lastName}`.trim() || user.email,
      email: user.email,
      company: profile?.company ?? '',
      changes,
      notice: noticeFor(ctx.query, { welcome: 'Welcome! Your account is ready.' }),
    },
    head: accountHead('Your account', 'Your profile, password, favorites, saved searches, projects and content requests.'),
  };
}
