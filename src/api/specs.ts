import { z } from 'zod';
import type { Db } from '../db/types';
import { mayDebug } from '../domain/debug-access';
import { specData, specRecord, specSearchRecord } from '../services/specs/spec-data';
import { specTree } from '../services/specs/spec-tree';
import { wizardData } from '../services/specs/wizard-data';
import { endpoint } from './endpoint';
import { filenameParams, mfQuery, section04 } from './spec-params';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { specDocumentOutput, specRecordOutput, specSearchRecordOutput, specTreeOutput, wizardOutput } from './schemas/specs';

const treeQuery = z.object({
  mf: mfQuery,
  spec04: section04.optional(),
  // Any other value leaves debugging off, as the old site did.
  debug: z.string().max(20).optional(),
  old: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
});

const seqParams = z.object({ seq: z.coerce.number({ error: 'must be a content id' }).int().positive().max(2_147_483_647) });

/**
 * Spec documents and spec wizards as data (/api/spec_data, /api/specs, /api/sw_data). Mounted
 * before the content-type catch-all, whose /:type/es/:id would otherwise take /specs/es/{seq}.
 */
export function specsApi(db: Db, { isProduction }: { isProduction: boolean }): AreaRows {
  const table = areaTable();
  table.get(
    '/spec_data/spec-tree',
    endpoint(db, { query: treeQuery, summary: 'The MasterFormat tree of spec documents (2004 or 1995 numbering)' }, ({ query, req }) =>
      specTree(db, { mf: query.mf, spec04: query.spec04, old: query.old === 'true', debug: query.debug === 'debug_on' && mayDebug(isProduction, req.user) }),
    ), { output: specTreeOutput },
  );
  table.get(
    '/spec_data/custom/:filename',
    endpoint(db, { params: filenameParams, summary: 'A spec document for display, with the wizards that edit it' }, ({ params }) =>
      specData(db, params.filename),
    ), { output: specDocumentOutput },
  );
  table.get(
    '/specs/db/:filename',
    endpoint(db, { params: filenameParams, summary: 'The stored record of a spec document' }, ({ params }) => specRecord(db, params.filename)), { output: specRecordOutput },
  );
  table.get(
    '/specs/es/:seq',
    endpoint(db, { params: seqParams, summary: 'The search record of a spec content item' }, ({ params }) => specSearchRecord(db, params.seq)), { output: specSearchRecordOutput },
  );
  table.get(
    '/sw_data/custom/:filename',
    endpoint(db, { params: filenameParams, summary: 'A spec wizard with its tree and the spec it edits' }, ({ params }) =>
      wizardData(db, params.filename),
    ), { output: wizardOutput },
  );
  return table.rows;
}
