import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config';
import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { givesUp, MAIL_MAX_ATTEMPTS, retryDelayMs } from '../../domain/mail-retry';
import { SITE_NAME } from '../../domain/site';
import type { Logger } from '../../log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes (a visitor who wrote to us); the sender stays our no-reply address. */
  replyTo?: string;
}

export interface MailDeps {
  db: Queryable;
  config: Pick<Config, 'SMTP_URL' | 'PUBLIC_URL'>;
  log: Logger;
}

/** An outbox row being delivered. */
export interface OutboxRow {
  seq: number;
  to: string;
  subject: string;
  text: string;
  replyTo: string | null;
  attempts: number;
}

type AttemptResult = { status: 'sent'; messageId: string } | { status: 'retry' | 'given-up'; error: string; attempts: number };

const transports = new Map<string, Transporter>();

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    transports.set(url, transport);
  }
  return transport;
}

function senderAddress(publicUrl: string): string {
  return `${SITE_NAME} <no-reply@${new URL(publicUrl).hostname}>`;
}

/** Keeps a message in the outbox, due at `nextAttemptAt`; answers its seq. */
export async function storeMessage(db: Queryable, message: MailMessage, nextAttemptAt: Date): Promise<number> {
  const row = await db.one<{ seq: number }>(sql`
    INSERT INTO outbox (to_address, subject, body, reply_to, attempts, next_attempt_at)
    VALUES (${message.to}, ${message.subject}, ${message.text}, ${message.replyTo ?? null}, 0, ${nextAttemptAt})
    RETURNING seq::int AS seq`);
  return row.seq;
}

/**
 * One SMTP attempt for an outbox row. Delivered: the row is deleted (mails can hold live links, so
 * nothing delivered is kept). Failed: the attempt and its error are recorded and the row waits for
 * its next turn, or, after the last attempt, is marked given up and logged as an error.
 */
export async function attemptDelivery(
  deps: MailDeps,
  smtpUrl: string,
  row: OutboxRow,
  options: { now?: Date; maxAttempts?: number } = {},
): Promise<AttemptResult> {
  const { db, log, config } = deps;
  try {
    const info = await transportFor(smtpUrl).sendMail({
      from: senderAddress(config.PUBLIC_URL),
      to: row.to,
      subject: row.subject,
      text: row.text,
      ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    });
    await db.query(sql`DELETE FROM outbox WHERE seq = ${row.seq}`);
    log.info({ messageId: info.messageId, outboxSeq: row.seq, subject: row.subject }, 'mail sent');
    return { status: 'sent', messageId: String(info.messageId) };
  } catch (cause) {
    const error = (cause instanceof Error ? cause.message : String(cause)).slice(0, 1000);
    const attempts = row.attempts + 1;
    const now = options.now ?? new Date();
    if (givesUp(attempts, options.maxAttempts ?? MAIL_MAX_ATTEMPTS)) {
      await db.query(sql`UPDATE outbox SET attempts = ${attempts}, last_error = ${error}, failed_at = ${now} WHERE seq = ${row.seq}`);
      log.error({ outboxSeq: row.seq, attempts, err: error, subject: row.subject }, 'mail given up after its last attempt');
      return { status: 'given-up', error, attempts };
    }
    const next = new Date(now.getTime() + retryDelayMs(attempts));
    await db.query(sql`UPDATE outbox SET attempts = ${attempts}, last_error = ${error}, next_attempt_at = ${next} WHERE seq = ${row.seq}`);
    log.warn({ outboxSeq: row.seq, attempts, err: error, nextAttemptAt: next.toISOString() }, 'mail delivery failed: it will be tried again');
    return { status: 'retry', error, attempts };
  }
}

/** How many outbox mails are due and neither sent nor given up (the metrics' backlog). */
export async function countDueMail(db: Queryable, now: Date = new Date()): Promise<number> {
  const row = await db.one<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ${now}`);
  return row.n;
}
