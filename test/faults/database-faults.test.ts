import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { connect } from '../../src/db/connect';
import { catalogTransaction } from '../../src/db/data-version';
import { dbLimits } from '../../src/db/limits';
import { migrate } from '../../src/db/migrate';
import { sql } from '../../src/db/sql';
import type { Db } from '../../src/db/types';
import { createLogger } from '../../src/log';
import { FAULT_PG_BIN, FaultCluster } from '../helpers/fault-cluster';
import { expectOutageAnswers, expectRecovered, OUTAGE_ANSWER_MS } from '../helpers/outage';
import { ROOT, TMP } from '../helpers/paths';

// Issue 12: PostgreSQL stopped and PostgreSQL frozen, against a real server the test owns. The app runs with
// the default settings, so the test also proves that those answer an outage within the promised time.
if (!FAULT_PG_BIN) console.log('database-fault tests skipped: FAULT_PG_BIN is not set (a PostgreSQL bin directory with initdb and pg_ctl)');

describe.skipIf(!FAULT_PG_BIN)('database faults on a real PostgreSQL', () => {
  let cluster: FaultCluster;
  let db: Db;
  let built: App;
  const CACHED = '/';
  const POOL_MAX = loadConfig({ NODE_ENV: 'test' }).DB_POOL_MAX;

  beforeAll(async () => {
    cluster = await FaultCluster.create();
    const setup = await connect({ databaseUrl: cluster.url, dataDir: TMP });
    await migrate(setup);
    await setup.close();
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: cluster.url, PUBLIC_URL: 'http://localhost:3000' });
    db = await connect({ databaseUrl: cluster.url, dataDir: TMP, limits: dbLimits(config) });
    built = createApp({ db, config, log: createLogger('silent'), root: ROOT });
    // Fills the page cache with the home page, which an outage then serves stale.
    await expectRecovered(built.app, CACHED);
  });

  afterAll(async () => {
    await db?.close().catch(() => undefined);
    await cluster?.destroy();
  });

  /** A catalog write of this process: the next request asks the database for the data version (and finds it gone). */
  let nextCoid = 99_001;
  const writeCatalog = () =>
    catalogTransaction(db, (tx) => tx.query(sql`INSERT INTO companies (coid, name, slug) VALUES (${nextCoid}, ${`Fault Works ${nextCoid}`}, ${`fault-works-${nextCoid++}`})`));

  it('PostgreSQL stopped: 503 with Retry-After within 5 s; 200 again after it starts, without a new app', async () => {
    await writeCatalog();
    await cluster.stop();
    await expectOutageAnswers(built.app, CACHED);
    await cluster.start();
    await expectRecovered(built.app, CACHED);
  });

  it('PostgreSQL frozen (SIGSTOP): 503 with Retry-After within 5 s; 200 again after SIGCONT, without a new app', async () => {
    await writeCatalog();
    cluster.freeze();
    try {
      await expectOutageAnswers(built.app, CACHED);
    } finally {
      cluster.thaw();
    }
    await expectRecovered(built.app, CACHED);
  });

  it('a transaction cut off by a freeze fails with a 503 and leaves no open transaction in the pool', async () => {
    // Every connection of the pool busy at once: each must be outside any transaction. A statement outside one
    // starts its own, so its transaction began a moment ago; one left open by the freeze began seconds before. (A
    // prepared statement's transaction starts at its Bind, a hair before its Execute: not exactly equal.)
    const allFresh = async () => {
      const rows = await Promise.all(
        Array.from({ length: POOL_MAX }, () => db.one<{ fresh: boolean }>(sql`SELECT statement_timestamp() - now() < interval '1 second' AS fresh`)),
      );
      return rows.every((row) => row.fresh);
    };
    expect(await allFresh()).toBe(true);
    cluster.freeze();
    let failure: unknown;
    try {
      const started = performance.now();
      failure = await db.transaction((tx) => tx.query(sql`SELECT 1`)).catch((error: unknown) => error);
      expect(performance.now() - started).toBeLessThan(OUTAGE_ANSWER_MS);
    } finally {
      cluster.thaw();
    }
    expect(failure).toMatchObject({ statusCode: 503 });
    expect(await allFresh()).toBe(true);
  });

  it('connections that hung while it was frozen do not poison the pool afterwards', async () => {
    for (let i = 0; i < POOL_MAX * 2; i += 1) {
      const started = performance.now();
      const res = await request(built.app).get('/api/products');
      expect(res.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });
});
