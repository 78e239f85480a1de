import { Writable } from 'node:stream';
import type { App } from '../../src/app';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { connect } from '../../src/db/connect';
import type { SqlQuery } from '../../src/db/sql';
import type { Db, Driver } from '../../src/db/types';
import { catalogTransaction } from '../../src/db/data-version';
import { refreshSearchSummaries } from '../../src/services/search-index';
import type { BuildManifest } from '../../src/domain/build-check';
import { createLogger } from '../../src/log';
import { ROOT } from './paths';
import { createSeededDb } from './seeded-db';
import { createTestDb, reopenTestDb } from './test-db';

export interface TestApp extends App {
  db: Db;
  /** Another app on the same database and settings that says it runs `build`, as after a deploy. */
  redeploy(build: BuildManifest): App;
  /** JSON log lines the app wrote. */
  logs: Record<string, unknown>[];
  /**
   * Another instance of the app on the same database through a connection pool of its own, as another
   * process of a cluster (server mode; embedded PGlite has one handle, which it shares).
   */
  twin(): App & { close(): Promise<void> };
  /** A catalog write as the resources API makes it: in one transaction with the data version and the search summaries. */
  writeCatalog(change: SqlQuery): Promise<void>;
  close(): Promise<void>;
}

interface TestAppOptions {
  /** Replaces the page cache's clock. */
  now?: () => Date;
  /** The project root (views/, static/, dist/public), for a test that needs another build. */
  root?: string;
  /** Stands between the database engine and the app (to act a fault). */
  wrapDriver?: (driver: Driver) => Driver;
  /** A catalog of its own seeded with this many products, for families the shared test catalog lacks (rated doors). */
  products?: number;
  /** A catalog seeded before (a bench catalog: its data directory, and its server when on PostgreSQL), kept as it is. */
  existing?: { dataDir: string; databaseUrl?: string };
}

/** An app on its own copy of the test catalog, logging into memory. */
export async function createTestApp(env: Record<string, string> = {}, { now, root = ROOT, wrapDriver, products, existing }: TestAppOptions = {}): Promise<TestApp> {
  const db = existing ? await connect(existing) : products === undefined ? await createTestDb({ wrapDriver }) : await createSeededDb(products);
  // API_RATE_LIMIT, API_ANONYMOUS_WRITE_LIMIT and FILTERED_PAGE_RATE_LIMIT 0: tests send far more /api calls and filtered
  // pages from one address than any visitor; the tests of the limits set them.
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'info',
    API_RATE_LIMIT: '0',
    API_ANONYMOUS_WRITE_LIMIT: '0',
    FILTERED_PAGE_RATE_LIMIT: '0',
    ...(existing ? { DATA_DIR: existing.dataDir } : {}),
    ...env,
  });
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const log = createLogger(config.LOG_LEVEL, sink);
  const app = createApp({ db, config, log, root, now });
  const writeCatalog = async (change: SqlQuery) => {
    await catalogTransaction(db, async (tx) => {
      await tx.query(change);
      await refreshSearchSummaries(tx);
    });
  };
  const twin = () => {
    const other = reopenTestDb(db);
    const twinApp = createApp({ db: other, config, log, root, now });
    return { ...twinApp, close: async () => { await twinApp.previews.close(); await twinApp.projectDocuments.close(); await twinApp.uploadChecks.close(); await other.close(); } };
  };
  const close = async () => {
    await app.previews.close();
    await app.projectDocuments.close();
    await app.uploadChecks.close();
    await app.insights.flush();
    await db.close();
  };
  return { ...app, db, logs, writeCatalog, twin, redeploy: (build) => createApp({ db, config, log, root, now, build }), close };
}
