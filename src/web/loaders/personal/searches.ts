import type { SearchesPageProps } from '../../../pages/personal/searches-page';
import { listSearches } from '../../../services/personal/saved-searches';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { doneOf, pageUser, personalHead } from './shared';

/** /account/searches */
export async function loadSearches(ctx: LoaderContext): Promise<LoaderResult<SearchesPageProps>> {
  const user = pageUser(ctx);
  return {
    props: { searches: await listSearches(ctx.db, user.seq), done: doneOf(ctx.query) },
    head: personalHead('Your saved searches', 'Searches you saved, ready to run again.', '/account/searches'),
  };
}
