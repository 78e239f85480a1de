import { sql } from '../../db/sql';
import type { MailDeps, MailResult } from '../accounts/mail';
import { sendMail } from '../accounts/mail';

/** Guest requests are for the podcast (to be interviewed) or the blog (to write a post). */
const GUEST_REQUEST_KINDS = ['podcast', 'blog-post'] as const;
export type GuestRequestKind = (typeof GUEST_REQUEST_KINDS)[number];

interface GuestRequest {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  website?: string;
  /** The proposed episode subject or post title. */
  topic: string;
  message: string;
}

interface GuestRequestOutcome {
  requestSeq: number;
  mail: MailResult;
}

const WHAT: Record<GuestRequestKind, { label: string; topic: string }> = {
  podcast: { label: 'Podcast guest request', topic: 'Proposed subject' },
  'blog-post': { label: 'Guest blog post request', topic: 'Proposed title' },
};

function noticeText(kind: GuestRequestKind, request: GuestRequest, seq: number): string {
  return [
    `${WHAT[kind].label} #${seq}, sent through the SpecFind site.`,
    '',
    `Name: ${request.name}`,
    `Email: ${request.email}`,
    ...(request.phone ? [`Phone: ${request.phone}`] : []),
    ...(request.company ? [`Company: ${request.company}`] : []),
    ...(request.website ? [`Website: ${request.website}`] : []),
    '',
    `${WHAT[kind].topic}: ${request.topic}`,
    '',
    request.message,
    '',
    `Reply to ${request.email}.`,
  ].join('\n');
}

/**
 * Stores a guest request and mails a notice to the editors (SMTP, or the outbox when SMTP_URL
 * is unset; a failed delivery is kept in the outbox, so the request is never lost).
 */
export async function submitGuestRequest(
  deps: MailDeps,
  kind: GuestRequestKind,
  request: GuestRequest,
  options: { userSeq: number | null; editorsAddress: string },
): Promise<GuestRequestOutcome> {
  const { seq } = await deps.db.one<{ seq: number }>(sql`
    INSERT INTO guest_requests (kind, full_name, email, phone, company, website, topic, message, user_seq)
    VALUES (${kind}, ${request.name}, ${request.email}, ${request.phone ?? ''}, ${request.company ?? ''}, ${request.website ?? ''},
      ${request.topic}, ${request.message}, ${options.userSeq})
    RETURNING seq`);
  // The subject is logged: it names no visitor.
  const mail = await sendMail(deps, { to: options.editorsAddress, subject: `${WHAT[kind].label} (#${seq})`, text: noticeText(kind, request, seq) });
  return { requestSeq: seq, mail };
}
