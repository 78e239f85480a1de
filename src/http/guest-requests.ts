import type { Request } from 'express';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/types';
import { blankable, HONEYPOT_FIELD, honeypotField, messageText, singleLineText } from '../domain/form-fields';
import { CONTACT_EMAILS } from '../domain/site';
import { emailSchema, phoneSchema, urlSchema } from '../domain/validation';
import type { Logger } from '../log';
import type { GuestRequestKind } from '../services/editorial/guest-requests';
import { submitGuestRequest } from '../services/editorial/guest-requests';
import { sharedGate } from './guest-post';

// Podcast guest and guest blog post requests arrive as JSON calls (src/api/guest-requests.ts) and as the plain
// forms of /podcast/guest and /blog-post/guest (src/web/actions/guest-request-actions.ts): one schema, one budget.

/** Guest requests (valid or caught by the honeypot) per visitor address and hour, podcast and blog together. */
export const GUEST_REQUEST_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const;

/** The fields of both guest request forms and calls; the hidden honeypot field is allowed. */
export const guestRequestBody = z
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

/**
 * Counts the request (one budget per app for both kinds, the JSON calls and the forms), then stores
 * and mails it, unless the honeypot is filled (then nothing happens, quietly).
 */
export async function receiveGuestRequest(
  deps: { db: Db; config: Config; log: Logger },
  kind: GuestRequestKind,
  req: Request,
  body: GuestRequestBody,
): Promise<void> {
  if (!(await sharedGate(deps, 'guest request', GUEST_REQUEST_LIMIT).admit(req, body, { kind }))) return;
  const { [HONEYPOT_FIELD]: _trap, ...request } = body;
  await submitGuestRequest(deps, kind, request, { userSeq: req.user?.seq ?? null, editorsAddress: CONTACT_EMAILS.editorial });
}
