import type { RequestHandler } from 'express';
import { companyPath } from '../domain/company-id';
import { notFound } from '../errors';
import { getCompany } from '../services/companies';
import { NON_CLIENT_FORM } from '../domain/company-forms';
import { nonClientFeedbackSchema, submitNonClientFeedback } from '../services/non-client-feedback';
import { formPost, parseForm } from './accounts/forms/form-kit';
import type { ApiDeps } from './deps';
import { EMAIL_REQUEST_LIMIT } from './email-request';
import { coidParam, withEndpointSpec } from './endpoint';
import { GuestPostGate } from './guest-post';
import { jsonBody } from '../request-input';
import { receivedOutput } from './schemas/shapes';
import type { AreaRows } from './table/row';
import { row } from './table/row';

/** What the form or a JSON client posts: the feedback and the company it is for. */
const feedbackBody = nonClientFeedbackSchema.extend({ coid: coidParam });

/** Feedback posts (valid or caught by the honeypot) per visitor address and hour: each one sends a mail. */
export const NON_CLIENT_FEEDBACK_LIMIT = EMAIL_REQUEST_LIMIT;

/** The non-client page of a company, where the form lives. */
function nonClientPath(company: { name: string; coid: number }): string {
  return `${companyPath(company.name, company.coid)}/nonclient`;
}

/**
 * POST /feedback/non-client, the form of /company/{id}/nonclient. A good
 * post is stored and mailed, then answered 303 to the page with a thank-you; bad fields (400)
 * and too many posts (429) re-render the page with the messages and what was typed. The form
 * names a company that is not a client, else 404. A filled honeypot gets the same 303 and is
 * dropped. A row of the API table at the site root, mounted with the other form routers (after the
 * Origin check and a urlencoded parser); a JSON body is accepted too and answered in JSON
 * (202 { received: true }, errors as the API's).
 */
export function nonClientFeedbackRows(deps: ApiDeps): AreaRows {
  const gate = new GuestPostGate('non-client feedback', NON_CLIENT_FEEDBACK_LIMIT, deps.log);
  const handle: RequestHandler = async (req, res, next) => {
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
  };
  const spec = {
    body: feedbackBody,
    status: 202,
    output: receivedOutput,
    errors: [404, 429],
    redirects: true,
    summary: 'Feedback to a manufacturer that is not a client (JSON: 202; a form post: 303 back to the page)',
  };
  return [row('post', '/feedback/non-client', withEndpointSpec(handle, spec), { before: jsonBody('20kb'), acceptsForm: true })];
}
