import { randomBytes } from 'node:crypto';
import { seedCatalog } from '../../scripts/seed/index';
import { createDb } from '../../src/db/create-db';
import { migrate } from '../../src/db/migrate';
import { createPgDriver } from '../../src/db/pg-driver';
import { createPgliteDriver, wrapPglite } from '../../src/db/pglite-driver';
import { openPglite } from '../../src/db/pglite-open';
import type { Db } from '../../src/db/types';
import { adminQuery } from './test-db';

/**
 * A database of its own, migrated and seeded with `products` products: for tests that need a bigger catalog than
 * the shared test catalog (an embedded one, or with TEST_DATABASE_URL a new database on that server).
 */
export async function createSeededDb(products: number): Promise<Db> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let db: Db;
  let drop = async (): Promise<void> => undefined;
  if (!serverUrl) {
    db = createDb(createPgliteDriver(wrapPglite(await openPglite())));
  } else {
    const name = `specfind_seeded_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    db = createDb(createPgDriver(url.href));
    drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  await migrate(db);
  await seedCatalog(db, { products, demoAccounts: false });
  return {
    ...db,
    close: async () => {
      await db.close();
      await drop();
    },
  };
}
