import type { Server } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connect } from './db/connect';
import { demoCredentialsRefusal } from './demo-credentials-gate';
import { migrate } from './db/migrate';
import { createLogger } from './log';
import { startMailWorker } from './services/mail/worker';

const SHUTDOWN_GRACE_MS = 10_000;

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
  const db = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, worker: !config.DATABASE_URL });
  const applied = await migrate(db);
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

  const server: Server = app.listen(config.PORT, config.HOST, () => {
    log.info({ port: config.PORT, database: db.kind }, `listening on http://localhost:${config.PORT}`);
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      log.warn('in-flight requests did not finish in time; closing anyway');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      await mailWorker.stop();
      await db.close();
      log.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
