import { readFileSync } from 'node:fs';
import { createDb } from '../../src/db/create-db';
import { createPgliteDriver, wrapPglite } from '../../src/db/pglite-driver';
import { openPglite } from '../../src/db/pglite-open';
import type { Db } from '../../src/db/types';

/** A fresh in-memory PGlite holding only the attempt_counters table (its real migration), for limiter tests without the catalog. */
export async function createCounterDb(): Promise<Db> {
  const db = createDb(createPgliteDriver(wrapPglite(await openPglite())));
  await db.exec(readFileSync(new URL('../../src/db/migrations/024_attempt_counters.sql', import.meta.url), 'utf8'));
  return db;
}
