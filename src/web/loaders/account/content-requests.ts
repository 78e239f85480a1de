import type { ContentRequestsPageProps } from '../../../pages/account/content-requests-page';
import { listUserContentRequests } from '../../../services/accounts/content-requests';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { accountHead, signedIn } from './account-kit';

export async function loadContentRequests(ctx: LoaderContext): Promise<LoaderResult<ContentRequestsPageProps>> {
  const requests = await listUserContentRequests(ctx.db, signedIn(ctx).seq);
  return {
    props: { requests },
    head: accountHead('Content requests', 'Requests for information and content you sent to manufacturers.'),
  };
}
