import type { WatchesPageProps } from '../../../pages/personal/watches-page';
import { changesFor, changesSeenThrough } from '../../../services/watches/changes';
import { digestFrequencyOf } from '../../../services/watches/settings';
import { listWatches } from '../../../services/watches/watches';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { doneOf, pageUser, personalHead } from './shared';

/** Changes the watches page lists (the newest; older ones went out in digests or were seen). */
const WATCHES_PAGE_CHANGES = 50;

/** /account/watches */
export async function loadWatches(ctx: LoaderContext): Promise<LoaderResult<WatchesPageProps>> {
  const user = pageUser(ctx);
  const [watches, changes, seenThrough, digest] = await Promise.all([
    listWatches(ctx.db, user.seq),
    changesFor(ctx.db, user.seq, { after: 0, limit: WATCHES_PAGE_CHANGES }),
    changesSeenThrough(ctx.db, user.seq),
    digestFrequencyOf(ctx.db, user.seq),
  ]);
  return {
    props: { watches, changes, seenThrough, digest, done: doneOf(ctx.query) },
    head: personalHead('Watches', 'Products, manufacturers and projects you watch, and what changed in them.', '/account/watches'),
  };
}
