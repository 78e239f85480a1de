import type { GuestRequestKind } from '../services/editorial/guest-requests';
import { guestRequestBody, receiveGuestRequest } from '../http/guest-requests';
import type { ApiDeps } from './deps';
import { receivedOutput } from './schemas/shapes';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { endpoint } from './endpoint';

/** The JSON call of each kind (the same requests as the plain forms of /podcast/guest and /blog-post/guest). */
const GUEST_REQUEST_CALLS: Record<GuestRequestKind, string> = {
  podcast: '/podcast-guest-requests',
  'blog-post': '/blog-post-guest-requests',
};

/** POST /api/podcast-guest-requests and /api/blog-post-guest-requests: 202 { received: true }, also for a bot's post. */
export function guestRequestsApi(deps: ApiDeps): AreaRows {
  const table = areaTable();
  for (const [kind, path] of Object.entries(GUEST_REQUEST_CALLS) as [GuestRequestKind, string][]) {
    table.post(
      path,
      endpoint(deps.db, { body: guestRequestBody, status: 202, output: receivedOutput, summary: `Ask to be a ${kind === 'podcast' ? 'podcast guest' : 'guest blog author'} (stored, then mailed to the editors)`, errors: [429] }, async ({ req, body }) => {
        await receiveGuestRequest(deps, kind, req, body);
        return { received: true };
      }),
    );
  }
  return table.rows;
}
