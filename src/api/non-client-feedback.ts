import type { RequestHandler } from 'express';
import { notFound } from '../errors';
import { getCompany } from '../services/companies';
import { nonClientFeedbackSchema, submitNonClientFeedback } from '../services/non-client-feedback';
import { parseForm } from '../http/form-kit';
import { EMAIL_REQUEST_LIMIT, nonClientFeedbackGate } from '../http/email-requests';
import type { ApiDeps } from './deps';
import { coidParam, withEndpointSpec } from './endpoint';
import { jsonBody } from '../request-input';
import { receivedOutput } from './schemas/shapes';
import type { AreaRows } from './table/row';
import { row } from './table/row';

/** Feedback posts (valid or caught by the honeypot) per visitor address and hour: the limit of nonClientFeedbackGate. */
export const NON_CLIENT_FEEDBACK_LIMIT = EMAIL_REQUEST_LIMIT;

/** What the form or a JSON client posts: the feedback and the company it is for. */
const feedbackBody = nonClientFeedbackSchema.extend({ coid: coidParam });

/**
 * POST /feedback/non-client: feedback on the listing of a manufacturer that is not a client, stored and mailed
 * to the listings team. The body names a company that is not a client, else 404; a filled honeypot is answered
 * the same and dropped. A JSON post is answered here (202 { received: true }, errors as the API's). The plain form
 * of /company/{id}/nonclient posts here too: that post is the page's action (src/web/actions/non-client-action.ts,
 * 303 back to the page, or the page again with the messages), so this row passes it on. A row of the API table at
 * the site root, after the Origin check.
 */
export function nonClientFeedbackRows(deps: ApiDeps): AreaRows {
  const handle: RequestHandler = async (req, res, next) => {
    if (!req.is('application/json')) return next();
    const body = (req.body ?? {}) as Record<string, unknown>;
    const coid = coidParam.safeParse(body.coid);
    const company = coid.success ? await getCompany(deps.db, coid.data) : null;
    if (!company || company.isClient) throw notFound('There is no non-client feedback form for this manufacturer');
    const feedback = parseForm(nonClientFeedbackSchema, body);
    if (await nonClientFeedbackGate(deps).admit(req, body, { coid: company.coid })) {
      await submitNonClientFeedback({ ...deps, log: req.log ?? deps.log }, company, feedback, req.user?.seq ?? null);
    }
    res.status(202).json({ received: true });
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
