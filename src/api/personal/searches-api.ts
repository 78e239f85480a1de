import { z } from 'zod';
import { requireUser } from '../../auth/require';
import type { Db } from '../../db/types';
import { addSearch, listSearches, removeSearch } from '../../services/personal/saved-searches';
import { endpoint } from '../endpoint';
import { idParams, searchBody } from '../../services/personal/schemas';
import type { AreaRows } from '../table/row';
import { areaTable } from '../table/row';
import { savedSearchOutput } from '../schemas/personal';

/** GET, POST /api/user-searches; DELETE /api/user-searches/{id}. */
export function searchesApi(db: Db): AreaRows {
  const table = areaTable({ guard: 'user' });
  table.get(
    '/user-searches',
    endpoint(db, { summary: "The user's saved searches, newest first" }, async ({ req }) => ({ searches: await listSearches(db, requireUser(req).seq) })), { output: z.object({ searches: z.array(savedSearchOutput) }) },
  );
  // Saving the same terms and type again answers the existing saved search.
  table.post(
    '/user-searches',
    endpoint(db, { body: searchBody, summary: 'Save a search with its filters (idempotent per terms, type and filters)' }, async ({ req, body }) => addSearch(db, requireUser(req).seq, body)), { output: savedSearchOutput },
  );
  table.delete(
    '/user-searches/:id',
    endpoint(db, { params: idParams, status: 204, summary: 'Delete a saved search' }, async ({ req, params }) => {
      await removeSearch(db, requireUser(req).seq, params.id);
    }),
  );
  return table.rows;
}
