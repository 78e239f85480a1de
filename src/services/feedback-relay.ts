import fetch from 'node-fetch';
import type { Config } from '../config';
import { checkNavigation } from '../domain/navigation';
import type { MailDeps } from './accounts/mail';
import { sendMail } from './accounts/mail';

const FEEDBACK_TIMEOUT_MS = 10_000;

/** A feedback message and where the caller wants it delivered. */
interface FeedbackMessage {
  url: string;
  name: string;
  email: string;
  subject: string;
  message: string;
}

interface RelayDeps extends MailDeps {
  config: Pick<Config, 'PUBLIC_URL' | 'SMTP_URL' | 'FEEDBACK_HOSTS'>;
}

interface RelayOutcome {
  relayed: boolean;
  /** Why the relay failed (the message was mailed to the team instead). */
  reason?: string;
}

/**
 * Where a feedback message may go: this site, or a host named in FEEDBACK_HOSTS, over http(s)
 * without credentials (the navigation rule, so one definition of "allowed"); null for anything else.
 */
export function feedbackTarget(url: string, config: Pick<Config, 'PUBLIC_URL' | 'FEEDBACK_HOSTS'>): URL | null {
  const origin = new URL(config.PUBLIC_URL).origin;
  const check = checkNavigation(url, { siteOrigin: origin, hosts: config.FEEDBACK_HOSTS });
  return check.allowed ? new URL(check.href, origin) : null;
}

async function post(target: URL, body: Omit<FeedbackMessage, 'url'>, origin: string, timeoutMs: number): Promise<void> {
  const response = await fetch(target.href, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: origin, 'User-Agent': 'SpecFind feedback relay' },
    body: JSON.stringify(body),
    // A redirect could lead anywhere: it is not followed, and counts as a failure.
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status < 200 || response.status > 299) throw new Error(`answered ${response.status}`);
}

/**
 * Relays a feedback message (as the POST /api/email body: name, email, subject, message) to an
 * allowed target, the caller having checked it with feedbackTarget. When the target fails (network
 * error, timeout, redirect, non-2xx), the message is mailed to `fallbackTo` instead, so nothing is lost.
 */
export async function relayFeedback(
  deps: RelayDeps,
  target: URL,
  message: FeedbackMessage,
  fallbackTo: string,
  timeoutMs = FEEDBACK_TIMEOUT_MS,
): Promise<RelayOutcome> {
  const { url: _url, ...body } = message;
  try {
    await post(target, body, new URL(deps.config.PUBLIC_URL).origin, timeoutMs);
    deps.log.info({ host: target.host }, 'feedback relayed');
    return { relayed: true };
  } catch (cause) {
    const reason = cause instanceof Error ? (cause.name === 'TimeoutError' || cause.name === 'AbortError' ? 'timed out' : cause.message) : String(cause);
    deps.log.warn({ host: target.host, reason }, 'feedback relay failed: mailed to the site team instead');
    await sendMail(deps, {
      to: fallbackTo,
      replyTo: message.email,
      subject: `Feedback that could not be relayed to ${target.host}`,
      text: [`Feedback for ${target.href} could not be delivered there (${reason}).`, '', `From: ${message.name} <${message.email}>`, `Subject: ${message.subject}`, '', message.message].join('\n'),
    });
    return { relayed: false, reason };
  }
}
