import { Router } from 'express';
import { companyPath } from '../domain/company-id';
import { notFound } from '../errors';
import { getCompany } from '../services/companies';
import { NON_CLIENT_FORM } from '../domain/company-forms';
import { nonClientFeedbackSchema, submitNonClientFeedback } from '../services/non-client-feedback';
import { formPost, parseForm } from './accounts/forms/form-kit';
import type { ApiDeps } from './deps';
import { EMAIL_REQUEST_LIMIT } from './email-request';
import { coidParam } from './endpoint';
import { GuestPostGate } from './guest-post';
import { jsonBody } from '../request-input';

/** Feedback posts (valid or caught by the honeypot) per visitor address and hour: each one sends a mail. */
export const NON_CLIENT_FEEDBACK_LIMIT = EMAIL_REQUEST_LIMIT;

/** The non-client page of a company, where the form lives. */
export function nonClientPath(company: { name: string; coid: number }): string {
  return `${companyPath(company.name, company.coid)}/nonclient`;
}

/**
 * POST /feedback/non-client (SPEC §7 Messaging), the form of /company/{id}/nonclient. A good
 * post is stored and mailed, then answered 303 to the page with a thank-you; bad fields (400)
 * and too many posts (429) re-render the page with the messages and what was typed. The form
 * names a company that is not a client, else 404. A filled honeypot gets the same 303 and is
 * dropped. Mounted with the other form routers, after the Origin check and a urlencoded parser;
 * a JSON body is accepted too and answered in JSON (202 { received: true }, errors as the API's).
 */
export function nonClientFeedbackForm(deps: ApiDeps): Router {
  const router = Router();
  const gate = new GuestPostGate('non-client feedback', NON_CLIENT_FEEDBACK_LIMIT, deps.log);
  router.post('/feedback/non-client', ...jsonBody('20kb'), async (req, res, next) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const coid = coidParam.safeParse(body.coid);
    const company = coid.success ? await getCompany(deps.db, coid.data) : null;
    if (!company || company.isClient) throw notFound('There is no non-client feedback form for this manufacturer');
    const receive = async () => {
      const feedback = parseForm(nonClientFeedbackSchema, body);
      if (gate.admit(req, body, { coid: company.coid })) {
        await submitNonClientFeedback({ ...deps, log: req.log ?? deps.log }, company, feedback, req.user?.seq ?? null);
      }
    };
    // A JSON post (a script or a machine client) gets JSON: 202, or the error as JSON (error-handler.tsx).
    if (req.is('application/json')) {
      await receive();
      res.status(202).json({ received: true });
      return;
    }
    const pagePath = nonClientPath(company);
    const handle = formPost(
      NON_CLIENT_FORM,
      () => pagePath,
      async () => {
        await receive();
        res.redirect(303, `${pagePath}?sent=1`);
      },
      5000,
    );
    await handle(req, res, next);
  });
  return router;
}
