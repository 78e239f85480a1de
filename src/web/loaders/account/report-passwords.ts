import { requireAdmin } from '../../../auth/require';
import type { ReportPasswordsPageProps } from '../../../pages/account/report-passwords-page';
import { listReportClients } from '../../../services/reports/report-password';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { personalHead } from '../personal/shared';
import { REPORT_PASSWORDS_PATH } from '../../../domain/report-passwords';
import { issuedReportPasswords } from '../../../http/issued-secrets';

export async function loadReportPasswords(ctx: LoaderContext): Promise<LoaderResult<ReportPasswordsPageProps>> {
  requireAdmin(ctx);
  return {
    props: { clients: await listReportClients(ctx.db), issued: issuedReportPasswords.getStore() ?? null },
    head: personalHead('Report passwords', "Set a new password for a client's report links; it is shown once.", REPORT_PASSWORDS_PATH),
  };
}
