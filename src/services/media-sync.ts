import { sql } from '../db/sql';
import type { Db } from '../db/types';
import { MEDIA_TYPES } from '../domain/content-types';
import { contentMedia } from './content-media';
import type { LinkConfig } from './link-policy';
import { catalogTransaction } from '../db/data-version';
import { refreshSearchSummaries } from './search-index';

/**
 * Puts online every video, webinar and tool whose media is now there, and takes offline those whose media
 * is gone, so lists and counts offer exactly what the item pages can deliver (`npm run media:sync`, after
 * files are put under DATA_DIR/media). Returns the ids changed.
 */
export async function syncMediaItems(db: Db, dataDir: string, config: LinkConfig): Promise<{ online: number[]; offline: number[] }> {
  const rows = await db.many<{ id: number; contentType: string; coid: number; storedUrl: string | null; website: string; online: boolean }>(sql`
    SELECT ci.id, ci.content_type AS "contentType", ci.coid, ci.url AS "storedUrl", c.website, ci.online
    FROM content_items ci JOIN companies c ON c.coid = ci.coid WHERE ci.content_type = ANY(${[...MEDIA_TYPES]}::text[])`);
  const online: number[] = [];
  const offline: number[] = [];
  for (const row of rows) {
    const offered = contentMedia(row, dataDir, config) !== null;
    if (offered && !row.online) online.push(row.id);
    if (!offered && row.online) offline.push(row.id);
  }
  if (online.length + offline.length === 0) return { online, offline };
  // One transaction: the data version moves with the write (a trigger), and the facet counts with it.
  await catalogTransaction(db, async (tx) => {
    await tx.query(sql`UPDATE content_items SET online = id = ANY(${online}::int[]) WHERE id = ANY(${[...online, ...offline]}::int[])`);
    await refreshSearchSummaries(tx);
  });
  return { online, offline };
}
