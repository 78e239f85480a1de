import { sql } from '../../db/sql';
import { MAIL_LEASE_MS } from '../../domain/mail-retry';
import type { MailDeps, OutboxRow } from './outbox';
import { attemptDelivery } from './outbox';

export interface FlushOptions {
  /** The clock (tests move it forward to make retries due). */
  now?: Date;
  /** Rows claimed per round. */
  batchSize?: number;
  /** Attempts before a mail is given up (MAIL_MAX_ATTEMPTS by default). */
  maxAttempts?: number;
}

interface FlushSummary {
  sent: number;
  /** Failed again, waiting for a later attempt. */
  retrying: number;
  /** Failed for the last time: marked failed_at and logged as an error. */
  givenUp: number;
}

/**
 * Claims the due outbox rows (a lease, so several processes never send one row twice; SKIP LOCKED
 * so they never wait for each other) and gives each one SMTP attempt. A row that fails again is
 * due later than `now`, so the rounds end once nothing due is left.
 */
async function claimDue(deps: MailDeps, now: Date, batchSize: number): Promise<OutboxRow[]> {
  const lease = new Date(now.getTime() + MAIL_LEASE_MS);
  return deps.db.many<OutboxRow>(sql`
    UPDATE outbox SET next_attempt_at = ${lease}
    WHERE seq IN (
      SELECT seq FROM outbox
      WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ${now}
      ORDER BY next_attempt_at, seq
      LIMIT ${batchSize}
      FOR UPDATE SKIP LOCKED)
    RETURNING seq::int AS seq, to_address AS "to", subject, body AS "text", reply_to AS "replyTo", attempts`);
}

/** Sends every outbox mail that is due, once. Without SMTP_URL there is nowhere to send: nothing happens. */
export async function flushOutbox(deps: MailDeps, options: FlushOptions = {}): Promise<FlushSummary> {
  const summary: FlushSummary = { sent: 0, retrying: 0, givenUp: 0 };
  const smtpUrl = deps.config.SMTP_URL;
  if (!smtpUrl) return summary;
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 50;
  for (;;) {
    const rows = await claimDue(deps, now, batchSize);
    for (const row of rows) {
      const result = await attemptDelivery(deps, smtpUrl, row, { now, maxAttempts: options.maxAttempts });
      if (result.status === 'sent') summary.sent += 1;
      else if (result.status === 'retry') summary.retrying += 1;
      else summary.givenUp += 1;
    }
    if (rows.length < batchSize) return summary;
  }
}

/** How many mails wait in the outbox (not given up). */
export async function pendingMailCount(deps: Pick<MailDeps, 'db'>): Promise<number> {
  const row = await deps.db.one<{ count: number }>(sql`SELECT count(*)::int AS count FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL`);
  return row.count;
}
