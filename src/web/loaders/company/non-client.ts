import type { z } from 'zod';
import { companyPath } from '../../../domain/company-id';
import type { NonClientPageProps } from '../../../pages/company/non-client-page';
import { companyContentCounts } from '../../../services/companies';
import { companyProductNodes } from '../../../services/products';
import { NON_CLIENT_FORM } from '../../../domain/company-forms';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { formView, noticeFor } from '../account/account-kit';
import { companyFromParam } from '../company-lookup';
import { areaOf } from './area';
import type { companyOnlyParams } from './area';

const THANKS = 'Thank you. Your message reached our listings team, who will read it and reply if it needs an answer.';

/**
 * /company/{id}/nonclient: what the listing of a manufacturer that is not a client shows, how
 * a manufacturer becomes one, and the non-client feedback form (POST /feedback/non-client). A
 * client company has no such page: 301 to its company page.
 */
export async function loadNonClient(ctx: LoaderContext<z.infer<typeof companyOnlyParams>>): Promise<LoaderResult<NonClientPageProps>> {
  const company = await companyFromParam(ctx);
  if (company.isClient) return { redirect: companyPath(company.name, company.coid), status: 301 };
  const area = areaOf(ctx, company, '/nonclient');
  if ('redirect' in area) return area;
  const [counts, nodes] = await Promise.all([companyContentCounts(ctx.db, company.coid), companyProductNodes(ctx.db, company.coid)]);
  return {
    props: {
      company,
      base: area.base,
      counts,
      productCount: nodes.filter((n) => !n.heading).length,
      form: formView(ctx, NON_CLIENT_FORM),
      sent: noticeFor(ctx.query, { sent: THANKS }),
    },
    head: {
      title: `About the listing of ${company.name}`,
      description: `What the ${company.name} listing shows, how manufacturers add more, and how to send us feedback about it.`,
      canonical: area.canonical,
    },
  };
}
