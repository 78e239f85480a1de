import type { Request } from 'express';
import { Router } from 'express';
import { z } from 'zod';
import { blankable, HONEYPOT_FIELD, honeypotField, messageText, singleLineText } from '../domain/form-fields';
import { emailSchema, phoneSchema, urlSchema } from '../domain/validation';
import type { GuestRequestKind } from '../services/editorial/guest-requests';
import { submitGuestRequest } from '../services/editorial/guest-requests';
import { CONTACT_EMAILS } from '../domain/site';
import { formPost, parseForm } from './accounts/forms/form-kit';
import type { ApiDeps } from './deps';
import { receivedOutput } from './schemas/shapes';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { endpoint } from './endpoint';
import { sharedGate } from './guest-post';

/** Guest requests (valid or caught by the honeypot) per visitor address and hour, podcast and blog together. */
export const GUEST_REQUEST_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const;

/** The fields of both guest request forms and calls (the shared validation rules); the hidden honeypot field is allowed. */
const guestRequestBody = z
  .object({
    name: singleLineText(100),
    email: emailSchema.pipe(z.string().max(320)),
    phone: blankable(phoneSchema),
    company: blankable(singleLineText(150)),
    website: blankable(urlSchema.pipe(z.string().max(300, 'must be 300 characters or fewer'))),
    topic: singleLineText(200),
    message: messageText(5000),
    [HONEYPOT_FIELD]: honeypotField,
  })
  .strict();

type GuestRequestBody = z.infer<typeof guestRequestBody>;

/** Where each kind's form lives and its JSON call. */
const GUEST_REQUEST_ROUTES: Record<GuestRequestKind, { page: string; api: string }> = {
  podcast: { page: '/podcast/guest', api: '/podcast-guest-requests' },
  'blog-post': { page: '/blog-post/guest', api: '/blog-post-guest-requests' },
};

/**
 * Counts the request (one budget per app for both kinds, the JSON calls and the forms), then stores
 * and mails it, unless the honeypot is filled (then nothing happens, quietly).
 */
async function receive(deps: ApiDeps, kind: GuestRequestKind, req: Request, body: GuestRequestBody): Promise<void> {
  if (!sharedGate(deps, 'guest request', GUEST_REQUEST_LIMIT).admit(req, body, { kind })) return;
  const { [HONEYPOT_FIELD]: _trap, ...request } = body;
  await submitGuestRequest(deps, kind, request, { userSeq: req.user?.seq ?? null, editorsAddress: CONTACT_EMAILS.editorial });
}

/** POST /api/podcast-guest-requests and /api/blog-post-guest-requests: 202 { received: true }, also for a bot's post. */
export function guestRequestsApi(deps: ApiDeps): AreaRows {
  const table = areaTable();
  for (const [kind, paths] of Object.entries(GUEST_REQUEST_ROUTES) as [GuestRequestKind, { api: string }][]) {
    table.post(
      paths.api,
      endpoint(deps.db, { body: guestRequestBody, status: 202, output: receivedOutput, summary: `Ask to be a ${kind === 'podcast' ? 'podcast guest' : 'guest blog author'} (stored, then mailed to the editors)`, errors: [429] }, async ({ req, body }) => {
        await receive(deps, kind, req, body);
        return { received: true };
      }),
    );
  }
  return table.rows;
}

/**
 * The same requests as plain HTML form posts (no script needed): 303 to the form page with
 * `?sent=1`; bad fields or too many requests show the form again with its messages.
 */
export function guestRequestForms(deps: ApiDeps): Router {
  const router = Router();
  for (const [kind, paths] of Object.entries(GUEST_REQUEST_ROUTES) as [GuestRequestKind, { page: string }][]) {
    router.post(
      paths.page,
      formPost(`${kind}-guest`, () => paths.page, async (req, res) => {
        await receive(deps, kind, req, parseForm(guestRequestBody, req.body));
        res.redirect(303, `${paths.page}?sent=1`);
      }),
    );
  }
  return router;
}
