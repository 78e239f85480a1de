import { HONEYPOT_FIELD } from '../domain/form-fields';
import { submitEmailRequest } from '../services/email-requests';
import { EMAIL_REQUEST_LIMIT, emailRequestFields, emailRequestGate } from '../http/email-requests';
import type { ApiDeps } from './deps';
import { formBody } from '../request-input';
import { coidParam, endpoint } from './endpoint';
import { receivedOutput } from './schemas/shapes';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';

export { EMAIL_REQUEST_LIMIT, HONEYPOT_FIELD };

const emailRequestBody = emailRequestFields.extend({ coid: coidParam }).strict();

/**
 * POST /api/manufacturers/email-request: a visitor asks a manufacturer for information. The
 * request is stored and mailed to the company. A filled honeypot gets the same answer as a real
 * request, so a bot learns nothing, but nothing is stored or sent.
 */
export function emailRequestApi(deps: ApiDeps): AreaRows {
  const table = areaTable();
  const gate = emailRequestGate(deps);
  table.post(
    '/manufacturers/email-request',
    endpoint(deps.db, { body: emailRequestBody, status: 202, output: receivedOutput, summary: 'Ask a manufacturer for information (stored, then mailed to the company)', errors: [404, 429] }, async ({ req, body }) => {
      const { [HONEYPOT_FIELD]: _trap, phone, ...request } = body;
      if (!(await gate.admit(req, body, { coid: request.coid }))) return { received: true };
      await submitEmailRequest(deps, { ...request, phone: phone || undefined }, req.user?.seq ?? null);
      return { received: true };
    }),
    // Also a plain form post (the /rfi test page): the answer is the same JSON.
    { before: formBody('20kb'), acceptsForm: true },
  );
  return table.rows;
}
