import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createDb } from './create-db';
import type { DbLimits } from './limits';
import { createPgDriver } from './pg-driver';
import type { ReplicaSettings } from './routed-driver';
import { withReplica } from './routed-driver';
import { createPgliteDriver, wrapPglite } from './pglite-driver';
import { openPglite } from './pglite-open';
import type { WorkerLog } from './pglite-worker-client';
import { startPgliteWorker } from './pglite-worker-client';
import { sql } from './sql';
import type { Db } from './types';

interface ConnectOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Run PGlite in a worker thread (the server does; scripts and tests need not). */
  worker?: boolean;
  /** Pool size and timeouts on a PostgreSQL server (the web server's); none for scripts. PGlite has none. */
  limits?: DbLimits;
  /** A streaming replica for anonymous reads (PostgreSQL only); the web server's, never a script's. */
  replica?: ReplicaSettings;
  /** The embedded database's worker thread (with `worker`): its statement timeout, and where its deaths are told. */
  embedded?: { statementTimeoutMs: number; log: WorkerLog };
}

/** The database the config names: a PostgreSQL server, or embedded PGlite under DATA_DIR/pgdata. */
export async function connect(options: ConnectOptions): Promise<Db> {
  if (options.databaseUrl) {
    const primary = createPgDriver(options.databaseUrl, options.limits);
    return createDb(options.replica ? await withReplica(primary, options.replica, options.limits) : primary);
  }
  if (options.replica) throw new Error('A read replica needs a PostgreSQL server (DATABASE_URL): the embedded database has none');
  const dataDir = path.resolve(options.dataDir, 'pgdata');
  mkdirSync(dataDir, { recursive: true });
  const target = options.worker ? startPgliteWorker(dataDir, options.embedded) : wrapPglite(await openPglite({ dataDir }));
  const db = createDb(createPgliteDriver(target));
  await db.query(sql`SELECT 1`); // surfaces open errors here, not on first request
  return db;
}
