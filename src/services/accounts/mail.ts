import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Config } from '../../config';
import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import type { Logger } from '../../log';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailDeps {
  db: Queryable;
  config: Pick<Config, 'SMTP_URL' | 'PUBLIC_URL'>;
  log: Logger;
}

export type MailResult =
  | { status: 'sent'; messageId: string }
  | { status: 'queued'; outboxSeq: number }
  | { status: 'failed'; outboxSeq: number; error: string };

const transports = new Map<string, Transporter>();

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    transports.set(url, transport);
  }
  return transport;
}

export function senderAddress(publicUrl: string): string {
  return `SpecFind <no-reply@${new URL(publicUrl).hostname}>`;
}

async function keep(db: Queryable, message: MailMessage, error: string | null): Promise<number> {
  const row = await db.one<{ seq: number }>(sql`
    INSERT INTO outbox (to_address, subject, body, attempts, last_error)
    VALUES (${message.to}, ${message.subject}, ${message.text}, ${error ? 1 : 0}, ${error})
    RETURNING seq::int AS seq`);
  return row.seq;
}

/**
 * Sends one plain-text mail: by SMTP when SMTP_URL is set, otherwise into the outbox table
 * (the embedded default). A failed SMTP delivery is kept in the outbox with its error, so
 * no mail is lost. Never throws for delivery problems; the result says what happened.
 */
export async function sendMail(deps: MailDeps, message: MailMessage): Promise<MailResult> {
  const { config, log } = deps;
  if (!config.SMTP_URL) {
    const outboxSeq = await keep(deps.db, message, null);
    log.info({ outboxSeq, subject: message.subject }, 'mail kept in the outbox (no SMTP_URL)');
    return { status: 'queued', outboxSeq };
  }
  try {
    const info = await transportFor(config.SMTP_URL).sendMail({ from: senderAddress(config.PUBLIC_URL), ...message });
    log.info({ messageId: info.messageId, subject: message.subject }, 'mail sent');
    return { status: 'sent', messageId: String(info.messageId) };
  } catch (cause) {
    const error = cause instanceof Error ? cause.message : String(cause);
    const outboxSeq = await keep(deps.db, message, error.slice(0, 1000));
    log.warn({ outboxSeq, err: error }, 'mail delivery failed: kept in the outbox');
    return { status: 'failed', outboxSeq, error };
  }
}
