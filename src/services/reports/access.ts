import { verifyPassword } from '../../auth/passwords';
import { addressKey } from '../../auth/address-key';
import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { AppError, notFound } from '../../errors';
import { createReportLimits } from './limits';
import type { ReportLimits } from './limits';
import type { ReportCompany } from './scope';

/** The one answer to a report link that does not open (unknown abbreviation, wrong password, not a client). */
export const REPORT_LINK_INVALID = 'This report link is not valid.';

/** Who is asking, as the session knows them (a SessionUser fits). */
interface ReportViewer {
  seq: number;
  isAdmin: boolean;
  coid: number | null;
}

interface ReportAccessRequest {
  user: ReportViewer | null;
  /** The client's address, for the per-IP and per-(abbreviation, IP) limits of report links. */
  ip?: string | null;
  /** A report link: the company's web abbreviation (any case) and report password. */
  webabrv?: string;
  password?: string;
  /**
   * By sign-in: the company; -1 or absent means the user's own company (-1 is the default).
   * With a link: the company id the page's path names, which must be the link's company.
   */
  coid?: number;
}

interface ReportAccessDeps {
  db: Queryable;
  /** Rate limiters of report links; by default the ones over this db's shared counters (tests pass a clock). */
  limits?: ReportLimits;
}

interface CompanyRow extends ReportCompany {
  isClient: boolean;
  hash: string | null;
}

const COMPANY = sql`SELECT coid, name, webabrv, is_client AS "isClient", report_password_hash AS hash FROM companies`;

async function byLink(deps: ReportAccessDeps, request: ReportAccessRequest & { webabrv: string }): Promise<ReportCompany> {
  const limits = deps.limits ?? createReportLimits(deps.db);
  const abbrevKey = request.webabrv.toLowerCase();
  const address = request.ip ?? 'unknown';
  // Reserved before the password is checked, refunded when it is right: racing guesses never outrun the budgets.
  const fromAddress = await limits.linkIp.reserve(addressKey(address));
  const onLink = await limits.linkAbbrev.reserve(abbrevKey, address).catch(async (error: unknown) => {
    await fromAddress.refund();
    throw error;
  });
  const row = await deps.db.maybeOne<CompanyRow>(sql`${COMPANY} WHERE lower(webabrv) = ${abbrevKey}`);
  const usable = row !== null && row.isClient && row.hash !== null;
  // An unknown abbreviation still spends one scrypt (verifyPassword's dummy hash), so timing tells nothing.
  const matches = await verifyPassword(request.password ?? '', usable ? row.hash : null);
  if (!matches || !usable || (request.coid !== undefined && request.coid !== row.coid)) throw notFound(REPORT_LINK_INVALID);
  await Promise.all([fromAddress.refund(), onLink.succeed()]);
  return { coid: row.coid, name: row.name, webabrv: row.webabrv };
}

async function bySignIn(db: Queryable, user: ReportViewer | null, coid: number | undefined): Promise<ReportCompany> {
  if (!user) throw new AppError(401, 'Sign in to see this report');
  const wanted = coid === undefined || coid === -1 ? user.coid : coid;
  if (!user.isAdmin && (wanted === null || wanted !== user.coid)) {
    throw new AppError(403, 'Reports are for the manufacturer’s own staff');
  }
  if (wanted === null) throw notFound('This account is not linked to a manufacturer: name a company id');
  const row = await db.maybeOne<CompanyRow>(sql`${COMPANY} WHERE coid = ${wanted}`);
  if (!row?.isClient) throw notFound(`No reports for company ${wanted}`);
  return { coid: row.coid, name: row.name, webabrv: row.webabrv };
}

/**
 * The client company whose report may be shown, or an AppError:
 * - with `webabrv` (a report link): the password must match the company's report password
 *   (scrypt, timing-safe) and the company must be a client; otherwise 404 REPORT_LINK_INVALID,
 *   the same for every cause. Failures are limited per IP and per (abbreviation, IP), with a
 *   higher per-abbreviation ceiling and growing delays (REPORT_LINK_LIMITS; 429, Retry-After).
 * - otherwise by sign-in: 401 when anonymous; the company's own staff (users.coid) or an
 *   administrator, else 403; 404 when the company is not a client.
 */
export async function resolveReportAccess(deps: ReportAccessDeps, request: ReportAccessRequest): Promise<ReportCompany> {
  if (request.webabrv !== undefined) return byLink(deps, { ...request, webabrv: request.webabrv });
  return bySignIn(deps.db, request.user, request.coid);
}

/** all-coid reports: administrators only (401 anonymous, 403 anyone else). */
export function requireAllCompaniesAccess(user: ReportViewer | null): void {
  if (!user) throw new AppError(401, 'Sign in to see this report');
  if (!user.isAdmin) throw new AppError(403, 'Only administrators may see reports of every manufacturer');
}
