import type { z } from 'zod';
import { NON_CLIENT_FORM } from '../../domain/company-forms';
import { coidParam, companyPath } from '../../domain/company-id';
import { notFound } from '../../errors';
import { nonClientFeedbackGate } from '../../http/email-requests';
import type { Company } from '../../services/companies';
import { getCompany } from '../../services/companies';
import { nonClientFeedbackSchema, submitNonClientFeedback } from '../../services/non-client-feedback';
import { action } from '../page-types';

const pagePath = (company: Company) => `${companyPath(company.name, company.coid)}/nonclient`;

/**
 * POST /feedback/non-client as a plain form (the JSON call of the same address is src/api/non-client-feedback.ts):
 * the form of /company/{id}/nonclient names its company in a hidden field; a company that is not a non-client is
 * a 404. A good post is stored and mailed, then 303 to the page with a thank-you; bad fields (400) and too many
 * posts (429) show the page again with the messages and what was typed. A filled honeypot gets the same 303.
 */
export const nonClientAction = action<Record<string, string>, z.infer<typeof nonClientFeedbackSchema>, Company>({
  form: NON_CLIENT_FORM,
  path: '/feedback/non-client',
  body: nonClientFeedbackSchema,
  keep: 5000,
  async target({ db, req }) {
    const coid = coidParam.safeParse((req.body as Record<string, unknown> | undefined)?.coid);
    const company = coid.success ? await getCompany(db, coid.data) : null;
    if (!company || company.isClient) throw notFound('There is no non-client feedback form for this manufacturer');
    return company;
  },
  shownAt: ({ target }) => pagePath(target),
  pageParams: ({ target }) => ({ id: String(target.coid) }),
  async run(deps, feedback) {
    const { target: company, req } = deps;
    if (await nonClientFeedbackGate(deps).admit(req, req.body as Record<string, unknown>, { coid: company.coid })) {
      await submitNonClientFeedback(deps, company, feedback, deps.user?.seq ?? null);
    }
    return { redirect: `${pagePath(company)}?sent=1` };
  },
});
