import { sql } from '../db/sql';
import { SITE_NAME } from '../domain/site';
import type { MailDeps, MailResult } from './accounts/mail';
import { sendMail } from './accounts/mail';

/** A visitor's message to the site team (POST /api/email). */
interface SiteMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

interface SiteMessageOutcome {
  requestSeq: number;
  mail: MailResult;
}

/**
 * Keeps the message in content_requests (kind 'message', so it shows with the visitor's other
 * requests and stays when the mail is late) and mails it to the team's address with the visitor as
 * Reply-To. The mail subject carries the request number, never the visitor's words: subjects are logged.
 */
export async function submitSiteMessage(deps: MailDeps, to: string, message: SiteMessage, userSeq: number | null): Promise<SiteMessageOutcome> {
  const { seq } = await deps.db.one<{ seq: number }>(sql`
    INSERT INTO content_requests (user_seq, coid, kind, email, full_name, subject, message)
    VALUES (${userSeq}, NULL, 'message', ${message.email}, ${message.name}, ${message.subject}, ${message.message})
    RETURNING seq`);
  const mail = await sendMail(deps, {
    to,
    replyTo: message.email,
    subject: `Message to ${SITE_NAME} (#${seq})`,
    text: [
      `${message.name} <${message.email}> wrote through the ${SITE_NAME} contact form.`,
      '',
      `Subject: ${message.subject}`,
      '',
      message.message,
      '',
      `Reply to this mail to answer ${message.name}. Message number: ${seq}`,
    ].join('\n'),
  });
  return { requestSeq: seq, mail };
}
