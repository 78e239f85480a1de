import { z } from 'zod';
import { HONEYPOT_FIELD, honeypotField, messageText, singleLineText } from '../domain/form-fields';
import { emailSchema, phoneSchema } from '../domain/validation';
import { submitEmailRequest } from '../services/email-requests';
import type { ApiDeps } from './deps';
import { formBody } from '../request-input';
import { coidParam, endpoint } from './endpoint';
import { receivedOutput } from './schemas/shapes';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import type { GuestPostGate } from '../http/guest-post';
import { sharedGate } from '../http/guest-post';

export { HONEYPOT_FIELD };

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

const emailRequestBody = emailRequestFields.extend({ coid: coidParam }).strict();

/** One budget per app, shared by the API call and the company page's form. */
export function emailRequestGate(deps: Pick<ApiDeps, 'db' | 'log'>): GuestPostGate {
  return sharedGate(deps, 'email request', EMAIL_REQUEST_LIMIT);
}

/**
 * POST /api/manufacturers/email-request: a visitor asks a manufacturer for information. The
 * request is stored and mailed to the company. A filled honeypot gets the same answer as a real
 * request, so a bot learns nothing, but nothing is stored or sent.
 */
export function emailRequestApi(deps: ApiDeps): AreaRows {
  const table = areaTable();
  const gate = emailRequestGate(deps);
  table.post(
    '/manufacturers/email-request',
    endpoint(deps.db, { body: emailRequestBody, status: 202, output: receivedOutput, summary: 'Ask a manufacturer for information (stored, then mailed to the company)', errors: [404, 429] }, async ({ req, body }) => {
      const { [HONEYPOT_FIELD]: _trap, phone, ...request } = body;
      if (!gate.admit(req, body, { coid: request.coid })) return { received: true };
      await submitEmailRequest(deps, { ...request, phone: phone || undefined }, req.user?.seq ?? null);
      return { received: true };
    }),
    // Also a plain form post (the /rfi test page): the answer is the same JSON.
    { before: formBody('20kb'), acceptsForm: true },
  );
  return table.rows;
}
