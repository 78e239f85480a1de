import { Router } from 'express';
import type { Db } from '../db/types';
import { signInRedirect } from '../auth/pending-return';
import { notFound } from '../errors';
import { renderCertificate } from '../services/learning/certificate';
import { getCompletion } from '../services/learning/completions';
import { plainIdParams } from '../http/query-schemas';
import { SITE_NAME } from '../domain/site';

/** The person's name as the certificate prints it. */
function holderName(user: { firstName: string; lastName: string; email: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

/**
 * GET /account/ce-credits/{completionId}/certificate.pdf: the signed-in user's certificate of
 * completion. Anonymous visitors sign in first; another user's completion is a 404, like an unknown one.
 */
export function createCertificateRouter({ db, publicUrl }: { db: Db; publicUrl: string }): Router {
  const router = Router();
  router.get('/account/ce-credits/:id/certificate.pdf', async (req, res) => {
    const parsed = plainIdParams.safeParse(req.params);
    if (!parsed.success) throw notFound(`Page Not Found: ${req.path}`);
    if (!req.user) {
      res.redirect(302, signInRedirect(req, req.originalUrl));
      return;
    }
    const completion = await getCompletion(db, req.user.seq, parsed.data.id);
    if (!completion) throw notFound(`Page Not Found: ${req.path}`);
    const pdf = await renderCertificate({ completion, holder: holderName(req.user), siteName: SITE_NAME, publicUrl });
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Robots-Tag', 'noindex');
    res.type('application/pdf');
    res.attachment(`certificate-${completion.seq}.pdf`);
    res.send(Buffer.from(pdf));
  });
  return router;
}
