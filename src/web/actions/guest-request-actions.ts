import type { GuestRequestKind } from '../../services/editorial/guest-requests';
import { guestRequestBody, receiveGuestRequest } from '../../http/guest-requests';
import { action } from '../page-types';

/** The form name of a guest request page. */
export const guestRequestForm = (kind: GuestRequestKind) => `${kind}-guest`;

/**
 * POST /podcast/guest and /blog-post/guest: stored and mailed to the editors, then 303 to the page with a thank-you;
 * bad fields or too many requests show the form again with its messages.
 */
export function guestRequestAction(kind: GuestRequestKind, pagePath: string) {
  return action({
    form: guestRequestForm(kind),
    body: guestRequestBody,
    async run(deps, body) {
      await receiveGuestRequest(deps, kind, deps.req, body);
      return { redirect: `${pagePath}?sent=1` };
    },
  });
}
