import { z } from 'zod';
import { companyPath } from '../domain/company-id';
import { alphanumericSchema, emailSchema, phoneSchema, safeTextSchema } from '../domain/validation';
import { sql } from '../db/sql';
import type { MailDeps, MailResult } from './accounts/mail';
import { sendMail } from './accounts/mail';
import type { Company } from './companies';

const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;

const line = (missing: string, max: number) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `Use ${max} characters or fewer`)
    .regex(NO_CONTROL_CHARACTERS, 'Use one line of text')
    .pipe(safeTextSchema)
    .pipe(alphanumericSchema);

/** Optional phone: empty is fine; anything else must be ten digits, not starting 555, with its own message. */
const optionalPhone = z
  .string({ error: 'Enter a 10-digit US phone number' })
  .trim()
  .max(40, 'Enter a 10-digit US phone number')
  .default('')
  .superRefine((value, ctx) => {
    if (!value) return;
    const checked = phoneSchema.safeParse(value);
    if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0].message });
  });

/** The fields of the non-client feedback form (the shared validation rules, messages for people). */
export const nonClientFeedbackSchema = z.object({
  name: line('Enter your name', 100),
  email: emailSchema.pipe(z.string().max(320, 'Use 320 characters or fewer')),
  company: line('Enter your company or firm', 150),
  phone: optionalPhone,
  message: z
    .string({ error: 'Enter your message' })
    .trim()
    .min(1, 'Enter your message')
    .max(5000, 'Use 5000 characters or fewer')
    .pipe(safeTextSchema)
    .pipe(alphanumericSchema),
});

type NonClientFeedback = z.infer<typeof nonClientFeedbackSchema>;

/** Where the site's staff read visitors' feedback: a fixed mailbox at the site's own host. */
function feedbackAddress(publicUrl: string): string {
  return `feedback@${new URL(publicUrl).hostname}`;
}

function mailText(feedback: NonClientFeedback, company: Company, requestSeq: number, publicUrl: string): string {
  return [
    `Feedback about the listing of ${company.name} (${company.coid}), a manufacturer that is not a client.`,
    '',
    `Name: ${feedback.name}`,
    `Company: ${feedback.company}`,
    `Email: ${feedback.email}`,
    ...(feedback.phone ? [`Phone: ${feedback.phone}`] : []),
    '',
    'Message:',
    feedback.message,
    '',
    `Listing: ${new URL(companyPath(company.name, company.coid), publicUrl).href}`,
    `Request number: ${requestSeq}`,
  ].join('\n');
}

/**
 * Stores the feedback as a content request of kind 'nonclient-feedback' and mails it to the
 * site's staff (SMTP, or the outbox without SMTP_URL). The caller checks that the company is
 * a non-client.
 */
export async function submitNonClientFeedback(
  deps: MailDeps,
  company: Company,
  feedback: NonClientFeedback,
  userSeq: number | null,
): Promise<{ requestSeq: number; mail: MailResult }> {
  const { seq } = await deps.db.one<{ seq: number }>(sql`
    INSERT INTO content_requests (user_seq, coid, kind, email, full_name, organization, phone, message)
    VALUES (${userSeq}, ${company.coid}, 'nonclient-feedback', ${feedback.email}, ${feedback.name}, ${feedback.company},
            ${feedback.phone}, ${feedback.message})
    RETURNING seq`);
  const mail = await sendMail(deps, {
    to: feedbackAddress(deps.config.PUBLIC_URL),
    // The subject is logged: it names no visitor.
    subject: `Feedback on a non-client listing (#${seq})`,
    text: mailText(feedback, company, seq, deps.config.PUBLIC_URL),
  });
  return { requestSeq: seq, mail };
}
