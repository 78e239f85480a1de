import type { z } from 'zod';
import { HONEYPOT_FIELD } from '../../../domain/form-fields';
import { isValidEmail } from '../../../domain/validation';
import { RFI_FORM, RFI_SUFFIX } from '../../../domain/company-forms';
import type { RequestInformationPageProps } from '../../../pages/company/request-information-page';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { formView, noticeFor } from '../account/account-kit';
import { companyFromParam } from '../company-lookup';
import { areaOf } from './area';
import type { companyOnlyParams } from './area';

/**
 * /company/{id}/request-information: a visitor asks the manufacturer for information (samples,
 * pricing, a rep visit, technical questions). The form posts to the same path (src/web/actions/request-information-action.ts).
 */
export async function loadRequestInformation(
  ctx: LoaderContext<z.infer<typeof companyOnlyParams>>,
): Promise<LoaderResult<RequestInformationPageProps>> {
  const area = areaOf(ctx, await companyFromParam(ctx), RFI_SUFFIX);
  if ('redirect' in area) return area;
  const { company } = area;
  return {
    props: {
      company,
      base: area.base,
      path: area.canonical,
      direct: isValidEmail(company.email),
      form: formView(ctx, RFI_FORM),
      sent: noticeFor(ctx.query, { sent: `Thank you. Your request is on its way to ${company.name}, who will reply to you by email.` }),
      honeypot: HONEYPOT_FIELD,
    },
    head: {
      title: `Request information from ${company.name}`,
      description: `Ask ${company.name} for product information, samples, pricing or a visit from a representative.`,
      canonical: area.canonical,
      // One form page per manufacturer adds nothing to a search index.
      robots: 'noindex',
    },
  };
}
