import { Router } from 'express';
import { z } from 'zod';
import { clientIp } from '../auth/request-token';
import { RateLimiter } from '../auth/rate-limit';
import { alphanumericSchema, emailSchema, phoneSchema, safeTextSchema } from '../domain/validation';
import { HONEYPOT_FIELD } from '../domain/forms';
import { submitEmailRequest } from '../services/email-requests';
import type { ApiDeps } from './deps';
import { coidParam, endpoint } from './endpoint';

/** Requests (valid or caught by the honeypot) per visitor address and hour: each one can send a mail. */
export const EMAIL_REQUEST_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const;

export { HONEYPOT_FIELD };

/** One line of visitor text: trimmed, not empty, no control characters, SPEC §5 text safety, a letter or digit. */
export const singleLine = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be ${max} characters or fewer`)
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'must be one line of text')
    .pipe(safeTextSchema)
    .pipe(alphanumericSchema);

/** A visitor's message (several lines allowed): trimmed, not empty, SPEC §5 text safety, a letter or digit. */
export const messageText = (max: number) =>
  z.string({ error: 'must be text' }).trim().min(1, 'must not be empty').max(max, `must be ${max} characters or fewer`).pipe(safeTextSchema).pipe(alphanumericSchema);

const emailRequestBody = z
  .object({
    coid: coidParam,
    name: singleLine(100),
    email: emailSchema.pipe(z.string().max(320)),
    phone: z.union([z.literal(''), phoneSchema]).optional(),
    message: messageText(5000),
    [HONEYPOT_FIELD]: z.string().max(1000).optional(),
  })
  .strict();

/**
 * POST /api/manufacturers/email-request: a visitor asks a manufacturer for information. The
 * request is stored and mailed to the company. A filled honeypot gets the same answer as a real
 * request, so a bot learns nothing, but nothing is stored or sent.
 */
export function emailRequestApi(deps: ApiDeps): Router {
  const { db, log } = deps;
  const router = Router();
  const limiter = new RateLimiter(EMAIL_REQUEST_LIMIT.limit, EMAIL_REQUEST_LIMIT.windowMs);
  router.post(
    '/manufacturers/email-request',
    endpoint(db, { body: emailRequestBody, status: 202, summary: 'Ask a manufacturer for information (stored, then mailed to the company)', errors: [404, 429] }, async ({ req, body }) => {
      limiter.hit(clientIp(req));
      const { [HONEYPOT_FIELD]: trap, phone, ...request } = body;
      if (trap) {
        log.warn({ ip: clientIp(req), coid: request.coid }, 'email request dropped: honeypot field filled');
        return { received: true };
      }
      await submitEmailRequest(deps, { ...request, phone: phone || undefined }, req.user?.seq ?? null);
      return { received: true };
    }),
  );
  return router;
}
