import { createApp } from './app';
import type { Config } from './config';
import { ConfigError, loadConfig } from './config';
import { connect } from './db/connect';
import { dbLimits } from './db/limits';
import { demoCredentialsRefusal } from './demo-credentials-gate';
import { migrate } from './db/migrate';
import type { Db } from './db/types';
import { startServer } from './http-server';
import { createLogger } from './log';
import { startMailWorker } from './services/mail/worker';

/**
 * Migrations may build indexes for minutes: on a PostgreSQL server they run on a pool of their own,
 * without the statement timeouts meant for requests. The embedded database has no such timeouts.
 */
async function migrateOnStart(config: Config, db: Db): Promise<string[]> {
  if (!config.DATABASE_URL) return migrate(db);
  const limits = { ...dbLimits(config), statementTimeoutMs: 0, idleInTransactionTimeoutMs: 0 };
  const unlimited = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, limits });
  try {
    return await migrate(unlimited);
  } finally {
    await unlimited.close();
  }
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.LOG_LEVEL);
  const db = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, worker: !config.DATABASE_URL, limits: dbLimits(config) });
  const applied = await migrateOnStart(config, db);
  if (applied.length) log.info({ applied }, 'migrations applied');
  const refusal = await demoCredentialsRefusal(db, config, log);
  if (refusal) {
    console.error(refusal);
    await db.close();
    process.exit(1);
  }
  const { app } = createApp({ db, config, log });
  // Retries outbox mail that could not be sent (SMTP down); tests build apps without it.
  const mailWorker = startMailWorker({ db, config, log });

  const running = await startServer(app, { port: config.PORT, host: config.HOST });
  log.info({ port: config.PORT, database: db.kind }, `listening on http://localhost:${config.PORT}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const finished = await running.drain();
    if (!finished) log.warn('in-flight requests did not finish in time; closed anyway');
    await mailWorker.stop();
    await db.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
