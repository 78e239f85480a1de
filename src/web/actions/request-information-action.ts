import type { z } from 'zod';
import { RFI_FORM, RFI_SUFFIX } from '../../domain/company-forms';
import { companyPath, parseCompanyParam } from '../../domain/company-id';
import { notFound } from '../../errors';
import { emailRequestFields, emailRequestGate } from '../../http/email-requests';
import type { Company } from '../../services/companies';
import { getCompany } from '../../services/companies';
import { submitEmailRequest } from '../../services/email-requests';
import { action } from '../page-types';

const pagePath = (company: Company) => companyPath(company.name, company.coid) + RFI_SUFFIX;

/**
 * POST /company/{id}/request-information: a good request is stored and mailed to the manufacturer (outbox first),
 * then 303 to the page with a thank-you; bad fields (400) or too many requests (429) show the form again (at the
 * page's canonical path) with its messages. It shares the rate limit and honeypot of the JSON call.
 */
export const requestInformationAction = action<{ id: string }, z.infer<typeof emailRequestFields>, Company>({
  form: RFI_FORM,
  body: emailRequestFields,
  keep: 5000,
  async target({ db, params }) {
    const parsed = parseCompanyParam(params.id);
    const company = parsed ? await getCompany(db, parsed.coid) : null;
    if (!company) throw notFound(`Unknown company: ${params.id}`);
    return company;
  },
  shownAt: ({ target }) => pagePath(target),
  async run(deps, body) {
    const { target: company, req } = deps;
    const { phone, name, email, message } = body;
    if (await emailRequestGate(deps).admit(req, body, { coid: company.coid })) {
      await submitEmailRequest(deps, { coid: company.coid, name, email, message, phone: phone || undefined }, deps.user?.seq ?? null);
    }
    return { redirect: `${pagePath(company)}?sent=1` };
  },
});
