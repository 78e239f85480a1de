import { z } from 'zod';
import { HONEYPOT_FIELD, honeypotField, messageText, singleLineText } from '../domain/form-fields';
import { emailSchema, phoneSchema } from '../domain/validation';
import type { Queryable } from '../db/types';
import type { Logger } from '../log';
import type { GuestPostGate } from './guest-post';
import { sharedGate } from './guest-post';

// A request for information arrives as a JSON call (src/api/email-request.ts) and as the plain form of
// /company/{id}/request-information (src/web/actions/request-information-action.ts): one schema, one budget.

/** Requests (valid or caught by the honeypot) per visitor address and hour: each one can send a mail. */
export const EMAIL_REQUEST_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const;

/** The fields of a request for information, as the API call and the company page's form send them. */
export const emailRequestFields = z
  .object({
    name: singleLineText(100),
    email: emailSchema.pipe(z.string().max(320)),
    phone: z.union([z.literal(''), phoneSchema]).optional(),
    message: messageText(5000),
    [HONEYPOT_FIELD]: honeypotField,
  })
  .strict();

/** One budget per app, shared by the API call and the company page's form. */
export function emailRequestGate(deps: { db: Queryable; log: Logger }): GuestPostGate {
  return sharedGate(deps, 'email request', EMAIL_REQUEST_LIMIT);
}

/**
 * One budget per app for feedback on a non-client listing, shared by the JSON call (src/api/non-client-feedback.ts)
 * and the form of /company/{id}/nonclient (src/web/actions/non-client-action.ts). Each post sends a mail, so it is
 * counted like a request for information (its own counter, the same limit).
 */
export function nonClientFeedbackGate(deps: { db: Queryable; log: Logger }): GuestPostGate {
  return sharedGate(deps, 'non-client feedback', EMAIL_REQUEST_LIMIT);
}
