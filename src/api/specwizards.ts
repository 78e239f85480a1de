import { z } from 'zod';
import { WIZARD_SEARCH_PAGE_SIZE } from '../domain/search-paging';
import type { Db } from '../db/types';
import { activeWizards } from '../services/specs/wizard-list';
import { searchWizards, wizardsOfCompany, wizardsOfSpecFile } from '../services/specs/wizard-data';
import { coidParam, endpoint } from './endpoint';
import { filenameParams } from './spec-params';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { wizardHitsOutput, wizardsOutput } from './schemas/specs';

const MAX_SEARCH_SIZE = 50;

/** Body of POST /api/specwizards/es/search. */
const searchBody = z
  .object({
    filename: z
      .string()
      .max(81)
      .regex(/^[a-z0-9._-]*$/i, 'must be part of a file name: letters, digits, dots, hyphens and underscores')
      .default(''),
    from: z.number().int().min(0).max(10_000).default(0),
    size: z.number().int().min(1).max(MAX_SEARCH_SIZE).default(WIZARD_SEARCH_PAGE_SIZE),
    coid: z.number().int().min(10000).max(99999).optional(),
  })
  .strict();

/** Lists of active online spec wizards (all, by spec, by company). */
export function specWizardsApi(db: Db): AreaRows {
  const table = areaTable();
  table.post(
    '/specwizards/es/search',
    endpoint(db, { body: searchBody, summary: 'Active spec wizards whose filename contains the text, by filename' }, ({ body }) =>
      searchWizards(db, { filename: body.filename, coid: body.coid }, { from: body.from, size: body.size }),
    ), { output: wizardHitsOutput },
  );
  table.get(
    '/specwizards/by-spec/:filename',
    endpoint(db, { params: filenameParams, summary: 'The active wizards that edit a spec document' }, async ({ params }) => ({
      wizards: await wizardsOfSpecFile(db, params.filename),
    })), { output: wizardsOutput },
  );
  table.get(
    '/specwizards/active',
    endpoint(db, { summary: 'All active spec wizards, by manufacturer then section' }, async () => ({
      wizards: await activeWizards(db, {}),
    })), { output: wizardsOutput },
  );
  table.get(
    '/multimedia/by-coid/:coid/specwizards',
    endpoint(db, { params: z.object({ coid: coidParam }), summary: "A manufacturer's active spec wizards" }, async ({ params }) => ({
      wizards: await wizardsOfCompany(db, params.coid),
    })), { output: wizardsOutput },
  );
  return table.rows;
}
