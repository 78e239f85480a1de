import { z } from 'zod';
import { AppError } from '../../../errors';
import { REPORT_LINK_INVALID, requireAllCompaniesAccess, resolveReportAccess } from '../../../services/reports';
import type { ReportCompany, ReportScope } from '../../../services/reports';
import type { HeadData } from '../../head';
import type { LoaderContext } from '../../page-types';

/** /…/{webabrv}/{password}: anything malformed is a 404 like a wrong password. */
export const reportLinkParams = z.object({
  webabrv: z.string().regex(/^[A-Za-z0-9]{2,12}$/),
  password: z.string().min(1).max(200),
});
export type ReportLink = z.infer<typeof reportLinkParams>;

/** How a report page was opened: by sign-in (the client's staff or an administrator) or by its link. */
type ReportAccess = { by: 'signin'; scope: ReportScope } | { by: 'link'; company: ReportCompany; link: ReportLink };

/** Signed in: the user's own company; an administrator without one sees every company (all-coid). */
export async function signedInScope(ctx: LoaderContext<unknown>): Promise<ReportScope> {
  const user = ctx.user;
  if (user?.isAdmin && user.coid === null) {
    requireAllCompaniesAccess(user);
    return 'all';
  }
  return resolveReportAccess({ db: ctx.db }, { user, ip: ctx.ip });
}

/** By link: the company the abbreviation and password open, or null when they do not (rate limits still throw 429). */
export async function linkCompany(ctx: LoaderContext<unknown>, link: ReportLink, coid?: number): Promise<ReportCompany | null> {
  try {
    return await resolveReportAccess({ db: ctx.db }, { user: ctx.user, ip: ctx.ip, webabrv: link.webabrv, password: link.password, coid });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404 && error.message === REPORT_LINK_INVALID) return null;
    throw error;
  }
}

/** Report pages: never indexed, never sending their address (which may hold a password) to another site. */
export function reportHead(title: string, description: string, canonical: string): HeadData {
  return { title, description, canonical, robots: 'noindex, nofollow', referrer: 'no-referrer' };
}
