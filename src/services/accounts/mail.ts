import { MAIL_LEASE_MS } from '../../domain/mail-retry';
import type { MailDeps, MailMessage } from '../mail/outbox';
import { attemptDelivery, storeMessage } from '../mail/outbox';

export type { MailDeps,  } from '../mail/outbox';
;

export type MailResult =
  | { status: 'sent'; messageId: string }
  | { status: 'queued'; outboxSeq: number }
  | { status: 'failed'; outboxSeq: number; error: string };

/**
 * Sends one plain-text mail. The message is written to the outbox first, so nothing is lost
 * whatever happens next: without SMTP_URL it stays there (the embedded default); with SMTP_URL it
 * is sent at once and deleted, or, when the server is down, kept with its error and retried with
 * backoff by the mail worker (src/services/mail/worker.ts) or `npm run mail:flush`. Never throws
 * for delivery problems; the result says what happened.
 */
export async function sendMail(deps: MailDeps, message: MailMessage): Promise<MailResult> {
  const { config, log } = deps;
  if (!config.SMTP_URL) {
    const outboxSeq = await storeMessage(deps.db, message, new Date());
    log.info({ outboxSeq, subject: message.subject }, 'mail kept in the outbox (no SMTP_URL)');
    return { status: 'queued', outboxSeq };
  }
  // Held for this attempt: the worker leaves the row alone until the lease runs out.
  const outboxSeq = await storeMessage(deps.db, message, new Date(Date.now() + MAIL_LEASE_MS));
  const row = { seq: outboxSeq, to: message.to, subject: message.subject, text: message.text, replyTo: message.replyTo ?? null, attempts: 0 };
  const result = await attemptDelivery(deps, config.SMTP_URL, row);
  return result.status === 'sent' ? result : { status: 'failed', outboxSeq, error: result.error };
}
