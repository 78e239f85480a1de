import { z } from 'zod';
import { HONEYPOT_FIELD, honeypotField, messageText, singleLineText } from '../domain/form-fields';
import { emailSchema } from '../domain/validation';
import { AppError } from '../errors';
import { feedbackTarget, relayFeedback } from '../services/feedback-relay';
import { submitSiteMessage } from '../services/site-messages';
import { CONTACT_EMAILS } from '../domain/site';
import type { ApiDeps } from './deps';
import { endpoint } from './endpoint';
import { GuestPostGate } from '../http/guest-post';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { receivedOutput } from './schemas/shapes';

/** Posts (valid or caught by the honeypot) per visitor address and hour. */
export const SITE_MESSAGE_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const;
const FEEDBACK_LIMIT = { limit: 10, windowMs: 60 * 60_000 } as const;
export const FEEDBACK_URL_REFUSED = 'must be an address of this site or of an allowed feedback host';

const messageFields = {
  name: singleLineText(100),
  email: emailSchema.pipe(z.string().max(320)),
  subject: singleLineText(150),
  message: messageText(5000),
  [HONEYPOT_FIELD]: honeypotField,
};

const siteMessageBody = z.object(messageFields).strict();
const feedbackBody = z
  .object({ url: z.string({ error: 'must be text' }).trim().min(1, 'must not be empty').max(2000, 'must be 2000 characters or fewer'), ...messageFields })
  .strict();

/**
 * Messaging: POST /api/email (a visitor writes to the site team) and POST /api/feedback
 * (feedback relayed to the caller's feedback URL, which must be this site or a FEEDBACK_HOSTS host:
 * never an open relay). Both: validated fields, honeypot, a limit per visitor address.
 */
export function messagingApi(deps: ApiDeps): AreaRows {
  const table = areaTable();
  const messages = new GuestPostGate(deps.db, 'site message', SITE_MESSAGE_LIMIT, deps.log);
  const feedback = new GuestPostGate(deps.db, 'feedback', FEEDBACK_LIMIT, deps.log);

  table.post(
    '/email',
    endpoint(deps.db, { body: siteMessageBody, status: 202, summary: 'Write to the site team (stored, then mailed)', errors: [429] }, async ({ req, body }) => {
      const { [HONEYPOT_FIELD]: _trap, ...message } = body;
      if (!(await messages.admit(req, body))) return { received: true };
      await submitSiteMessage(deps, CONTACT_EMAILS.general, message, req.user?.seq ?? null);
      return { received: true };
    }), { output: receivedOutput },
  );

  table.post(
    '/feedback',
    endpoint(deps.db, { body: feedbackBody, status: 202, summary: 'Relay feedback to an allowed feedback URL (mailed to the team when it fails)', errors: [429] }, async ({ req, body }) => {
      const target = feedbackTarget(body.url, deps.config);
      if (!target) {
        deps.log.warn({ ip: req.ip }, 'feedback refused: the target is not allowed');
        throw new AppError(400, `Invalid body: url: ${FEEDBACK_URL_REFUSED}`, { data: { fields: { url: FEEDBACK_URL_REFUSED } } });
      }
      const { [HONEYPOT_FIELD]: _trap, ...message } = body;
      if (!(await feedback.admit(req, body))) return { received: true, relayed: true };
      const outcome = await relayFeedback(deps, target, message, CONTACT_EMAILS.general);
      return { received: true, relayed: outcome.relayed };
    }), { output: z.object({ received: z.literal(true), relayed: z.boolean() }) },
  );
  return table.rows;
}
