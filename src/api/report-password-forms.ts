import { Router } from 'express';
import { z } from 'zod';
import { requireAdmin } from '../auth/require';
import { notFound } from '../errors';
import { issueReportPassword } from '../services/reports/report-password';
import { REPORT_PASSWORDS_PATH } from '../domain/report-passwords';
import { issuedReportPasswords } from '../http/issued-secrets';
import { signInFirst } from './accounts/forms/form-kit';
import type { ApiDeps } from './deps';
import { coidParam } from './endpoint';

const params = z.object({ coid: coidParam });

/**
 * POST /account/report-passwords/{coid}: an administrator gives a client a new random report password.
 * The answer is the screen itself with the password shown once (no redirect: the password must not
 * travel in a URL); only the client and the administrator are logged. Anonymous visitors go to sign in,
 * other users get 403, an unknown or non-client company 404. The app's Origin check guards the post.
 */
export function reportPasswordForms(deps: ApiDeps): Router {
  const router = Router();
  router.post(`${REPORT_PASSWORDS_PATH}/:coid`, async (req, res, next) => {
    if (!req.user) return signInFirst(res, REPORT_PASSWORDS_PATH);
    const admin = requireAdmin(req);
    const parsed = params.safeParse(req.params);
    const issued = parsed.success ? await issueReportPassword(deps.db, parsed.data.coid) : null;
    if (!issued) throw notFound(`No client ${req.params.coid}`);
    (req.log ?? deps.log).info({ coid: issued.client.coid, by: admin.seq }, 'report password replaced');
    req.method = 'GET';
    req.url = REPORT_PASSWORDS_PATH;
    issuedReportPasswords.run(issued, () => next());
  });
  return router;
}
