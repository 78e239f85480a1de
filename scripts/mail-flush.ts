// npm run mail:flush: sends the outbox mails that are due, once, and says what happened.
// With the embedded database, run it while the server is stopped (the server's own mail worker
// does the same every 30 seconds); with DATABASE_URL, any time.
import { loadConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { createLogger } from '../src/log';
import { flushOutbox, pendingMailCount } from '../src/services/mail/flush';

const config = loadConfig();
const log = createLogger(config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL);
const db = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
let exitCode = 0;
try {
  await migrate(db);
  if (!config.SMTP_URL) {
    console.error(`mail:flush: SMTP_URL is not set; ${await pendingMailCount({ db })} mails wait in the outbox`);
    exitCode = 1;
  } else {
    const summary = await flushOutbox({ db, config, log });
    const waiting = await pendingMailCount({ db });
    console.log(`sent ${summary.sent}, failed again ${summary.retrying}, given up ${summary.givenUp}; ${waiting} waiting`);
  }
} finally {
  await db.close();
}
process.exit(exitCode);
