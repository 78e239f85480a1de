import { z } from 'zod';
import { companyPath } from '../domain/company-id';
import { contentTypeSchema } from '../domain/content-types';
import type { Db } from '../db/types';
import { notFound } from '../errors';
import type { Company } from '../services/companies';
import { companyContentCounts, getCompany, getCompanyByWebabrv } from '../services/companies';
import { companyLinks, divisionAssociations } from '../services/company-lookups';
import { companyPagePath } from '../services/company-pages';
import { getDivision } from '../services/csi';
import { coidParam, divisionParam, endpoint } from './endpoint';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { companyUrlsOutput, divisionAssociationsOutput, manufacturerOutput, pathOutput } from './schemas/catalog';

/** The public view of a company: never its report password hash. */
async function publicCompany(db: Db, company: Company | null, key: string) {
  if (!company) throw notFound(`No manufacturer ${key}`);
  return {
    ...company,
    company: company.name,
    companyNoHtml: company.name,
    companySlug: companyPath(company.name, company.coid).slice('/company/'.length),
    counts: await companyContentCounts(db, company.coid),
  };
}

async function knownCompany(db: Db, coid: number): Promise<Company> {
  const company = await getCompany(db, coid);
  if (!company) throw notFound(`No manufacturer ${coid}`);
  return company;
}

const idParam = z.coerce.number({ error: 'must be a content id' }).int().positive().max(2_147_483_647);
const slugParams = z.object({ coid: coidParam, contentType: contentTypeSchema, contentId: idParam.optional() });
/** Any value but '', 0, false or off turns debug details on. */
const debugQuery = z.object({
  debug: z.string().max(20, 'must be 20 characters or fewer').optional().transform((v) => v !== undefined && !['', '0', 'false', 'off'].includes(v)),
});

export function manufacturersApi(db: Db): AreaRows {
  const table = areaTable();
  table.get(
    '/manufacturers/es/webabrv/:abbr',
    endpoint(db, { params: z.object({ abbr: z.string().regex(/^[A-Za-z0-9]{2,12}$/, 'must be 2-12 letters or digits') }) }, async ({ params, db }) =>
      publicCompany(db, await getCompanyByWebabrv(db, params.abbr), params.abbr),
    ), { output: manufacturerOutput },
  );
  table.get(
    '/manufacturers/es/:coid',
    endpoint(db, { params: z.object({ coid: coidParam }) }, async ({ params, db }) =>
      publicCompany(db, await getCompany(db, params.coid), String(params.coid)),
    ), { output: manufacturerOutput },
  );
  table.get(
    '/manufacturers/associations-by-division/:division',
    endpoint(
      db,
      { params: z.object({ division: divisionParam }), summary: 'Manufacturers with online content in a division, with counts per content type' },
      async ({ params, db }) => {
        const division = await getDivision(db, params.division);
        if (!division) throw notFound(`No division ${params.division}`);
        return { ...division, manufacturers: await divisionAssociations(db, division.division) };
      },
    ), { output: divisionAssociationsOutput },
  );
  table.get(
    '/manufacturers/:coid/urls',
    endpoint(db, { params: z.object({ coid: coidParam }), summary: "A company's page path and its outside links (http(s) only)" }, async ({ params, db }) =>
      companyLinks(await knownCompany(db, params.coid)),
    ), { output: companyUrlsOutput },
  );
  const slug = (variations: boolean, summary: string) =>
    endpoint(db, { params: slugParams, query: debugQuery, summary }, ({ params, query, db }) =>
      companyPagePath(db, { ...params, variations }, query.debug),
    );
  table.get('/manufacturers/slug/:coid/:contentType', slug(false, "Canonical path of a company's list of one content type"), { output: pathOutput });
  table.get('/manufacturers/slug/:coid/:contentType/:contentId', slug(false, 'Canonical path of one content item of a company'), { output: pathOutput });
  table.get('/manufacturers/slug/:coid/:contentType/:contentId/variations', slug(true, "Path of an item's variations page (other items of its product and type)"), { output: pathOutput });
  return table.rows;
}
