import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { LISTENING_MESSAGE } from './domain/start-banner';
import { createApp } from './app';
import { superviseWorkers, WORKER_SLOT_ENV } from './cluster/supervisor';
import type { Config } from './config';
import { ConfigError, loadConfig, secureCookieCheck } from './config';
import { connect } from './db/connect';
import { dbLimits } from './db/limits';
import { demoCredentialsRefusal } from './demo-credentials-gate';
import { limitHeapGrowth } from './heap-growth';
import { migrate } from './db/migrate';
import type { Db } from './db/types';
import { startServer } from './http-server';
import type { Logger } from './log';
import { createLogger } from './log';
import { startMailWorker } from './services/mail/worker';
import { startPeriodicJob } from './services/periodic-job';
import { sweepAttemptCounters } from './db/attempt-counters';
import { CHANGE_DIGEST_INTERVAL_MS, queueChangeDigests } from './services/watches/digest';
import { serveClusterMetrics, shareWorkerMetrics } from './web/metrics/cluster-metrics';


/** How often ended attempt counters are deleted: they are small rows, and an ended window is ignored anyway. */
const COUNTER_SWEEP_INTERVAL_MS = 10 * 60_000;
function connectForRequests(config: Config, log: Logger): Promise<Db> {
  const replica = config.DATABASE_READ_URL
    ? { url: config.DATABASE_READ_URL, maxLagMs: config.DATABASE_REPLICA_MAX_LAG_MS, checkMs: config.DATABASE_REPLICA_CHECK_MS, log }
    : undefined;
  const embedded = { statementTimeoutMs: config.DB_EMBEDDED_STATEMENT_TIMEOUT_MS, log };
  return connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, worker: !config.DATABASE_URL, limits: dbLimits(config), replica, embedded });
}

/**
 * Migrations and the production check of demo passwords: once, before anything serves. Migrations may build
 * indexes for minutes, so they run on a connection of their own without the statement timeouts meant for
 * requests (on the embedded database: in this thread, before the request worker opens the same files).
 */
async function prepareDatabase(config: Config, log: Logger): Promise<void> {
  const limits = { ...dbLimits(config), statementTimeoutMs: 0, idleInTransactionTimeoutMs: 0 };
  const db = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, limits });
  let refusal: string | null;
  try {
    const applied = await migrate(db);
    if (applied.length) log.info({ applied }, 'migrations applied');
    refusal = await demoCredentialsRefusal(db, config, log);
  } finally {
    await db.close();
  }
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
}

/** The port the server got (PORT=0 asks the system for one). */
function listeningPort(server: Server, asked: number): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : asked;
}

/** Tells npm start's launcher (when it started this process with an IPC channel) that the site is up. */
function announceListening(port: number): void {
  process.send?.({ type: LISTENING_MESSAGE, port });
}

/** Serves the site in this process until SIGTERM or SIGINT (or, in a worker, until the primary is gone). */
async function serve(config: Config, log: Logger, db: Db, { runsJobs }: { runsJobs: boolean }): Promise<void> {
  const { app, previews, projectDocuments, uploadChecks, insights } = createApp({ db, config, log });
  // Retries outbox mail that could not be sent (SMTP down); tests build apps without it. One process runs it.
  const mailWorker = runsJobs ? startMailWorker({ db, config, log }) : { stop: async () => undefined };
  // Queues the daily and weekly digests of watched changes into the outbox (one process runs it too).
  const digestJob = runsJobs
    ? startPeriodicJob('change digests', CHANGE_DIGEST_INTERVAL_MS, log, async () => {
        const queued = await queueChangeDigests(db, config.PUBLIC_URL, new Date());
        if (queued > 0) log.info({ queued }, 'change digests queued');
      })
    : { stop: async () => undefined };
  // Deletes attempt counters whose window has ended (rate limits and failure budgets; one process runs it).
  const counterSweep = runsJobs
    ? startPeriodicJob('attempt counter sweep', COUNTER_SWEEP_INTERVAL_MS, log, async () => {
        await sweepAttemptCounters(db, Date.now());
      })
    : { stop: async () => undefined };

  const running = await startServer(app, { port: config.PORT, host: config.HOST });
  const port = listeningPort(running.server, config.PORT);
  log.info({ port, database: db.kind }, `listening on http://localhost:${port}`);
  if (!cluster.isWorker) announceListening(port);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const finished = await running.drain();
    if (!finished) log.warn('in-flight requests did not finish in time; closed anyway');
    await mailWorker.stop();
    await digestJob.stop();
    await counterSweep.stop();
    await previews.close();
    await projectDocuments.close();
    await uploadChecks.close();
    await insights.flush();
    await db.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A worker whose primary died (killed, not stopped) would otherwise serve on with nobody to restart it.
  if (cluster.isWorker) process.on('disconnect', () => void shutdown('primary gone'));
}

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = configOrExit();
  limitHeapGrowth(config.HEAP_GROWTH_PERCENT);
  const log = createLogger(config.LOG_LEVEL, undefined, config.logFormat);
  const cookies = secureCookieCheck(config);
  if (cookies?.refuse) {
    console.error(cookies.message);
    process.exit(1);
  }
  if (cookies && !cluster.isWorker) log.warn(cookies.message);
  if (cluster.isWorker) {
    // The database was prepared by the primary before it forked this worker.
    shareWorkerMetrics();
    const slot = Number(process.env[WORKER_SLOT_ENV] ?? 0);
    const workerLog = log.child({ pid: process.pid, worker: slot });
    return serve(config, workerLog, await connectForRequests(config, workerLog), { runsJobs: slot === 0 });
  }
  if (!config.DATABASE_URL && (config.WEB_CONCURRENCY ?? 1) > 1) {
    log.warn({ WEB_CONCURRENCY: config.WEB_CONCURRENCY }, 'WEB_CONCURRENCY ignored: the embedded database belongs to one process, so the site runs in one (set DATABASE_URL for more)');
  }
  await prepareDatabase(config, log);
  if (config.webConcurrency === 1) return serve(config, log, await connectForRequests(config, log), { runsJobs: true });
  serveClusterMetrics();
  cluster.once('listening', (_worker, address) => announceListening(address.port));
  superviseWorkers({ workers: config.webConcurrency, log });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
