import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/create-db';
import { migrate } from '../../src/db/migrate';
import { createPgDriver } from '../../src/db/pg-driver';
import { createPgliteDriver, wrapPglite } from '../../src/db/pglite-driver';
import { openPglite } from '../../src/db/pglite-open';
import { sql } from '../../src/db/sql';
import type { Db } from '../../src/db/types';
import { ROOT } from '../helpers/paths';
import { adminQuery } from '../helpers/test-db';

const MIGRATIONS = readdirSync(path.join(ROOT, 'src', 'db', 'migrations')).filter((f) => f.endsWith('.sql')).sort();
const STARTED_TOGETHER = 3;

/** Every migration was applied by exactly one of the calls, and recorded once. */
async function expectEachAppliedOnce(db: Db, results: string[][]): Promise<void> {
  expect(results.flat().sort()).toEqual(MIGRATIONS);
  const recorded = await db.many<{ name: string }>(sql`SELECT name FROM schema_migrations ORDER BY name`);
  expect(recorded.map((r) => r.name)).toEqual(MIGRATIONS);
  // The lock is released: a later start takes it at once and finds nothing to do.
  expect(await migrate(db)).toEqual([]);
}

describe('migrations started together', () => {
  it('on one fresh PGlite database all succeed and apply each migration once', async () => {
    const db = createDb(createPgliteDriver(wrapPglite(await openPglite())));
    try {
      const results = await Promise.all(Array.from({ length: STARTED_TOGETHER }, () => migrate(db)));
      await expectEachAppliedOnce(db, results);
    } finally {
      await db.close();
    }
  }, 120_000);

  const serverUrl = process.env.TEST_DATABASE_URL;
  describe.skipIf(!serverUrl)('on PostgreSQL (TEST_DATABASE_URL)', () => {
    const name = `specfind_migrate_${randomBytes(6).toString('hex')}`;
    const admin = (text: string) => adminQuery(serverUrl as string, text);
    afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

    it('processes with their own connection pools all succeed and apply each migration once, whatever the statement timeout', async () => {
      await admin(`CREATE DATABASE ${name}`);
      // A timeout meant for requests, far shorter than a migration or the wait for another process's.
      await admin(`ALTER DATABASE ${name} SET statement_timeout = '20ms'`);
      const url = new URL(serverUrl as string);
      url.pathname = `/${name}`;
      // One pool per "process", as separate servers would have.
      const dbs = Array.from({ length: STARTED_TOGETHER }, () => createDb(createPgDriver(url.href)));
      try {
        const results = await Promise.all(dbs.map((db) => migrate(db)));
        await expectEachAppliedOnce(dbs[0], results);
      } finally {
        await Promise.all(dbs.map((db) => db.close()));
      }
    }, 120_000);
  });
});
