import { parseCompanyParam } from '../../domain/company-id';
import { notFound } from '../../errors';
import type { Company } from '../../services/companies';
import { getCompany } from '../../services/companies';
import type { LoaderContext } from '../page-types';

/** The company a /company/{id} path names; a malformed identifier is logged and, like an unknown one, a 404. */
export async function companyFromParam(ctx: LoaderContext<{ id: string }>): Promise<Company> {
  const parsed = parseCompanyParam(ctx.params.id);
  if (!parsed) {
    ctx.log.error({ id: ctx.params.id }, 'bad company identifier');
    throw notFound(`Unknown company: ${ctx.params.id}`);
  }
  const company = await getCompany(ctx.db, parsed.coid);
  if (!company) throw notFound(`Unknown company: ${ctx.params.id}`);
  return company;
}
