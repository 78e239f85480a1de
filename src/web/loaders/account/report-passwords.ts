import { AsyncLocalStorage } from 'node:async_hooks';
import { requireAdmin } from '../../../auth/require';
import type { ReportPasswordsPageProps } from '../../../pages/account/report-passwords-page';
import type { ReportClient } from '../../../services/reports/report-password';
import { listReportClients } from '../../../services/reports/report-password';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { personalHead } from '../personal/shared';

/** The administrators' screen of client report passwords; its posts go to `{path}/{coid}`. */
export const REPORT_PASSWORDS_PATH = '/account/report-passwords';

/**
 * A report password just issued: the post (src/api/report-password-forms.ts) hands the request to this
 * page's GET route inside this context, so the password is shown once, in the answer to the post, and
 * never travels in a URL, a redirect or a log line.
 */
export const issuedReportPasswords = new AsyncLocalStorage<{ client: ReportClient; password: string }>();

/** /account/report-passwords: client companies, each with a form that sets a new random report password. Administrators only. */
export async function loadReportPasswords(ctx: LoaderContext): Promise<LoaderResult<ReportPasswordsPageProps>> {
  requireAdmin(ctx);
  return {
    props: { clients: await listReportClients(ctx.db), issued: issuedReportPasswords.getStore() ?? null },
    head: personalHead('Report passwords', "Set a new password for a client's report links; it is shown once.", REPORT_PASSWORDS_PATH),
  };
}
