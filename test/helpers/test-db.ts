import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { createDb } from '../../src/db/create-db';
import { createPgDriver } from '../../src/db/pg-driver';
import { createPgliteDriver, wrapPglite } from '../../src/db/pglite-driver';
import { openPglite } from '../../src/db/pglite-open';
import type { Db, Driver } from '../../src/db/types';
import { TEMPLATE_DB, TEMPLATE_DUMP } from './paths';

/** One statement on the server of `url` through a short-lived connection (CREATE or DROP DATABASE). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The server database each test copy lives in (server mode), for a second handle on it. */
const copies = new WeakMap<Db, string>();

/**
 * Another handle on the same database, with a connection pool of its own, as a second process would have
 * (server mode). Embedded PGlite lives in one process only: there the same handle.
 */
export function reopenTestDb(db: Db): Db {
  const url = copies.get(db);
  if (!url) return { ...db, close: async () => undefined };
  return createDb(createPgDriver(url));
}

/**
 * A private copy of the seeded test catalog: a PGlite loaded from the dump, or with
 * TEST_DATABASE_URL a new database copied from the template on that server.
 * `wrapDriver` may stand between the engine and the app (to act a fault).
 */
export async function createTestDb({ wrapDriver = (driver) => driver }: { wrapDriver?: (driver: Driver) => Driver } = {}): Promise<Db> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = readFileSync(TEMPLATE_DUMP);
    const pglite = await openPglite({ loadDataDir: new Blob([dump]) });
    return createDb(wrapDriver(createPgliteDriver(wrapPglite(pglite))));
  }
  const name = `specfind_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDb(wrapDriver(createPgDriver(url.href)));
  const copy: Db = {
    ...db,
    close: async () => {
      await db.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
  copies.set(copy, url.href);
  return copy;
}
