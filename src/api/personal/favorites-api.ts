import { z } from 'zod';
import { requireUser } from '../../auth/require';
import type { Db } from '../../db/types';
import { addFavorite, listFavorites, removeFavorite, updateFavorite } from '../../services/personal/favorites';
import { endpoint } from '../endpoint';
import { favoriteBody, favoriteUpdateBody, idParams } from '../../services/personal/schemas';
import type { AreaRows } from '../table/row';
import { areaTable } from '../table/row';
import { favoriteOutput } from '../schemas/personal';

/** GET, POST /api/user-favorites; PUT, DELETE /api/user-favorites/{id}. */
export function favoritesApi(db: Db): AreaRows {
  const table = areaTable({ guard: 'user' });
  table.get(
    '/user-favorites',
    endpoint(db, { summary: "The user's favorites, newest first" }, async ({ req }) => ({ favorites: await listFavorites(db, requireUser(req).seq) })), { output: z.object({ favorites: z.array(favoriteOutput) }) },
  );
  // Idempotent per user and item: adding an item again answers the existing favorite.
  table.post(
    '/user-favorites',
    endpoint(db, { body: favoriteBody, summary: 'Add a favorite (idempotent per item)' }, async ({ req, body }) => addFavorite(db, requireUser(req).seq, body)), { output: favoriteOutput },
  );
  table.put(
    '/user-favorites/:id',
    endpoint(db, { params: idParams, body: favoriteUpdateBody, summary: 'Change the note of a favorite' }, async ({ req, params, body }) =>
      updateFavorite(db, requireUser(req).seq, params.id, body),
    ), { output: favoriteOutput },
  );
  table.delete(
    '/user-favorites/:id',
    endpoint(db, { params: idParams, status: 204, summary: 'Remove a favorite' }, async ({ req, params }) => {
      await removeFavorite(db, requireUser(req).seq, params.id);
    }),
  );
  return table.rows;
}
