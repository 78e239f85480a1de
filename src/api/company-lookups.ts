import { z } from 'zod';
import type { Db } from '../db/types';
import { notFound } from '../errors';
import type { Company } from '../services/companies';
import { getCompany } from '../services/companies';
import { clientStatus, companyNews, customHtmlBlocks } from '../services/company-lookups';
import { coidParam, endpoint } from './endpoint';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { clientStatusOutput, customHtmlOutput, hasNewsOutput } from './schemas/catalog';

const coidParams = z.object({ coid: coidParam });

/**
 * Per-company lookups: news, client status and custom HTML. Mounted before the generic
 * resources router, whose /clients/... and /customhtml/... calls are for whole records.
 */
export function companyLookupsApi(db: Db): AreaRows {
  const table = areaTable();
  const byCoid = <T>(path: string, summary: string, output: z.ZodType, answer: (db: Db, company: Company) => Promise<T>) =>
    table.get(
      path,
      endpoint(db, { params: coidParams, summary, output, errors: [404] }, async ({ params, db }) => {
        const company = await getCompany(db, params.coid);
        if (!company) throw notFound(`No manufacturer ${params.coid}`);
        return answer(db, company);
      }),
    );
  byCoid('/news/has-news/:coid', 'Whether a company has news (its flag, press releases or news items), with counts', hasNewsOutput, companyNews);
  byCoid('/clients/by-coid/:coid', 'Whether a company is a client, whether its contract is current, and whether it has projects', clientStatusOutput, clientStatus);
  byCoid('/customhtml/by-coid/:coid', "A company's custom HTML blocks, sanitised", customHtmlOutput, async (db, company) => ({
    coid: company.coid,
    blocks: await customHtmlBlocks(db, company.coid),
  }));
  return table.rows;
}
