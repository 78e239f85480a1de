import { sql } from '../db/sql';
import type { Db } from '../db/types';

/**
 * Rebuilds the derived search tables after bulk catalog changes:
 * the dictionary of indexed words used for typo correction.
 */
export async function rebuildSearchIndex(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(sql`DELETE FROM search_words`);
    await tx.query(sql`
      INSERT INTO search_words (word, ndoc)
      SELECT word, ndoc FROM ts_stat('SELECT name_words FROM content_items')
      WHERE length(word) BETWEEN 3 AND 40 AND word ~ '^[a-z][a-z0-9-]*$'`);
  });
  await db.exec('ANALYZE');
}

/** Marks catalog data as changed so cached anonymous pages are rebuilt. */
export async function bumpDataVersion(db: Db): Promise<number> {
  const row = await db.one<{ version: number }>(
    sql`UPDATE data_version SET version = version + 1 RETURNING version::int AS version`,
  );
  return row.version;
}
