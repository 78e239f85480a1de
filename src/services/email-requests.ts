import { companyPath } from '../domain/company-id';
import { isValidEmail } from '../domain/validation';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { notFound } from '../errors';
import type { MailDeps, MailResult } from './accounts/mail';
import { sendMail } from './accounts/mail';
import type { Company } from './companies';
import { getCompany } from './companies';

/** A visitor's request for information to a manufacturer (POST /api/manufacturers/email-request). */
interface EmailRequest {
  coid: number;
  name: string;
  email: string;
  phone?: string;
  message: string;
}

interface EmailRequestOutcome {
  requestSeq: number;
  /** Null when the company has no usable address: the request is kept for the staff to pass on. */
  mail: MailResult | null;
}

function mailText(request: EmailRequest, company: Company, requestSeq: number, publicUrl: string): string {
  return [
    `${request.name} asked ${company.name} for information through SpecFind.`,
    '',
    `Name: ${request.name}`,
    `Email: ${request.email}`,
    ...(request.phone ? [`Phone: ${request.phone}`] : []),
    '',
    'Message:',
    request.message,
    '',
    `Please reply to ${request.email}. Your page on SpecFind: ${new URL(companyPath(company.name, company.coid), publicUrl).href}`,
    `Request number: ${requestSeq}`,
  ].join('\n');
}

/**
 * Stores the request in content_requests (kind 'rfi') and mails it to the company's address
 * (SMTP, or the outbox when SMTP_URL is unset). An unknown company is a 404.
 */
export async function submitEmailRequest(deps: MailDeps, request: EmailRequest, userSeq: number | null): Promise<EmailRequestOutcome> {
  const company = await getCompany(deps.db, request.coid);
  if (!company) throw notFound(`No manufacturer ${request.coid}`);
  const { seq } = await deps.db.one<{ seq: number }>(sql`
    INSERT INTO content_requests (user_seq, coid, kind, email, full_name, phone, message)
    VALUES (${userSeq}, ${company.coid}, 'rfi', ${request.email}, ${request.name}, ${request.phone ?? ''}, ${request.message})
    RETURNING seq`);
  if (!isValidEmail(company.email)) {
    deps.log.warn({ coid: company.coid, requestSeq: seq }, 'email request kept: the manufacturer has no usable address');
    return { requestSeq: seq, mail: null };
  }
  const mail = await sendMail(deps, {
    to: company.email,
    // The subject is logged: it names no visitor.
    subject: `Request for information through SpecFind (#${seq})`,
    text: mailText(request, company, seq, deps.config.PUBLIC_URL),
  });
  return { requestSeq: seq, mail };
}

/** Manufacturers a request for information can go to (an address on file), clients first: the /rfi test page's choices. */
export function rfiTargets(db: Queryable, limit = 500): Promise<{ coid: number; name: string }[]> {
  return db.many<{ coid: number; name: string }>(sql`
    SELECT coid, name FROM companies WHERE email <> '' ORDER BY is_client DESC, name, coid LIMIT ${limit}`);
}
