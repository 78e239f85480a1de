import { Router } from 'express';
import { companyPath, parseCompanyParam } from '../domain/company-id';
import { notFound } from '../errors';
import { getCompany } from '../services/companies';
import { RFI_FORM, RFI_SUFFIX } from '../domain/company-forms';
import { submitEmailRequest } from '../services/email-requests';
import { formPost } from './company-form-post';
import { parseForm } from '../http/form-kit';
import type { ApiDeps } from './deps';
import { emailRequestFields, emailRequestGate } from './email-request';


/**
 * POST /company/{id}/request-information: the company page's request for information, as a
 * plain form post. A good request is stored and mailed to the manufacturer (outbox first), then
 * 303 to the page with a thank-you; bad fields (400) or too many requests (429) show the form
 * again with its messages. It shares the rate limit and honeypot of the JSON call.
 */
export function rfiForm(deps: ApiDeps): Router {
  const router = Router();
  const gate = emailRequestGate(deps);
  router.post(`/company/:id${RFI_SUFFIX}`, async (req, res, next) => {
    const parsed = parseCompanyParam(String(req.params.id));
    const company = parsed ? await getCompany(deps.db, parsed.coid) : null;
    if (!company) throw notFound(`Unknown company: ${req.params.id}`);
    const pagePath = companyPath(company.name, company.coid) + RFI_SUFFIX;
    const handle = formPost(
      RFI_FORM,
      () => pagePath,
      async () => {
        const body = parseForm(emailRequestFields, req.body);
        const { phone, name, email, message } = body;
        if (gate.admit(req, body, { coid: company.coid })) {
          await submitEmailRequest({ ...deps, log: req.log ?? deps.log }, { coid: company.coid, name, email, message, phone: phone || undefined }, req.user?.seq ?? null);
        }
        res.redirect(303, `${pagePath}?sent=1`);
      },
      5000,
    );
    await handle(req, res, next);
  });
  return router;
}
