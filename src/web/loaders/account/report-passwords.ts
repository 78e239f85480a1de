import { requireAdmin } from '../../../auth/require';
import type { ReportPasswordsPageProps } from '../../../pages/account/report-passwords-page';
import { listReportClients } from '../../../services/reports/report-password';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { personalHead } from '../personal/shared';
import { REPORT_PASSWORDS_PATH } from '../../../domain/report-passwords';
import type { IssuedReportPassword } from '../../actions/admin-secret-actions';

export async function loadReportPasswords(ctx: LoaderContext<Record<string, string>, IssuedReportPassword>): Promise<LoaderResult<ReportPasswordsPageProps>> {
  requireAdmin(ctx);
  return {
    props: { clients: await listReportClients(ctx.db), issued: ctx.shown ?? null },
    head: personalHead('Report passwords', "Set a new password for a client's report links; it is shown once.", REPORT_PASSWORDS_PATH),
  };
}
