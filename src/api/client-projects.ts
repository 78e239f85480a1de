import { z } from 'zod';
import { pageNumber } from '../domain/number-input';
import { normalizeSection, sectionTitle } from '../domain/csi';
import type { Db } from '../db/types';
import { notFound } from '../errors';
import { hasProjects, listProjects, recentProjects } from '../services/client-projects';
import { getCompany } from '../services/companies';
import { coidParam, endpoint, knownDivisionParam, sectionParam, sizeQuery } from './endpoint';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { clientProjectPageOutput, clientProjectsOutput } from './schemas/catalog';

const coidParams = z.object({ coid: coidParam });
const divisionParams = z.object({ division: knownDivisionParam });
const sectionParams = z.object({
  section: sectionParam
    .transform((s) => normalizeSection(s) ?? s)
    .refine((s) => sectionTitle(s) !== null, 'must be a MasterFormat section such as 081113'),
});
const pageQuery = z.object({
  page: pageNumber(10_000),
});
const divisionQuery = pageQuery.extend({
  isAClient: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true').transform((v) => v === 'true'),
});

async function requireCompany(db: Db, coid: number): Promise<void> {
  if (!(await getCompany(db, coid))) throw notFound(`No manufacturer ${coid}`);
}

/**
 * Client project galleries: projects newest first, 20 per page, each with its
 * manufacturer, type, location and the manufacturer's products in the project's section.
 */
export function clientProjectsApi(db: Db): AreaRows {
  const table = areaTable();
  table.get(
    '/client-project/by-coid/:coid',
    endpoint(db, { params: coidParams, query: pageQuery, summary: 'Projects of one manufacturer', errors: [404] }, async ({ params, query, db }) => {
      await requireCompany(db, params.coid);
      return listProjects(db, { coid: params.coid, clientsOnly: false }, { page: query.page });
    }), { output: clientProjectPageOutput },
  );
  table.get(
    '/client-project/by-division/:division',
    endpoint(
      db,
      { params: divisionParams, query: divisionQuery, summary: 'Projects in a MasterFormat division (isAClient=false adds non-client manufacturers)' },
      async ({ params, query, db }) => listProjects(db, { division: params.division, clientsOnly: query.isAClient }, { page: query.page }),
    ), { output: clientProjectPageOutput },
  );
  table.get(
    '/client-project/by-section/:section',
    endpoint(db, { params: sectionParams, query: pageQuery, summary: 'Client projects in a MasterFormat section' }, async ({ params, query, db }) =>
      listProjects(db, { section: params.section }, { page: query.page }),
    ), { output: clientProjectPageOutput },
  );
  table.get(
    '/client-project/recent',
    endpoint(db, { query: z.object({ size: sizeQuery(8) }), summary: 'The newest client projects' }, async ({ query, db }) => ({
      items: await recentProjects(db, query.size),
    })), { output: clientProjectsOutput },
  );
  table.get(
    '/client-project/has-projects/:coid',
    endpoint(db, { params: coidParams, summary: 'Whether a manufacturer has projects (true or false)', errors: [404] }, async ({ params, db }) => {
      await requireCompany(db, params.coid);
      return hasProjects(db, params.coid);
    }), { output: z.boolean() },
  );
  return table.rows;
}
