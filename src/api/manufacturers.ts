import { Router } from 'express';
import { z } from 'zod';
import { companyPath } from '../domain/company-id';
import type { Db } from '../db/types';
import { notFound } from '../errors';
import type { Company } from '../services/companies';
import { companyContentCounts, getCompany, getCompanyByWebabrv } from '../services/companies';
import { coidParam, endpoint } from './endpoint';

/** The public view of a company: never its report password hash. */
async function publicCompany(db: Db, company: Company | null, key: string) {
  if (!company) throw notFound(`No manufacturer ${key}`);
  return {
    ...company,
    companyNoHtml: company.name,
    companySlug: companyPath(company.name, company.coid).slice('/company/'.length),
    counts: await companyContentCounts(db, company.coid),
  };
}

export function manufacturersApi(db: Db): Router {
  const router = Router();
  router.get(
    '/manufacturers/es/webabrv/:abbr',
    endpoint(db, { params: z.object({ abbr: z.string().regex(/^[A-Za-z0-9]{2,12}$/, 'must be 2-12 letters or digits') }) }, async ({ params, db }) =>
      publicCompany(db, await getCompanyByWebabrv(db, params.abbr), params.abbr),
    ),
  );
  router.get(
    '/manufacturers/es/:coid',
    endpoint(db, { params: z.object({ coid: coidParam }) }, async ({ params, db }) =>
      publicCompany(db, await getCompany(db, params.coid), String(params.coid)),
    ),
  );
  return router;
}
