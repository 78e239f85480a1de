import type { FlushOptions } from './flush';
import { flushOutbox } from './flush';
import type { MailDeps } from './outbox';
import type { PeriodicJob } from '../periodic-job';
import { startPeriodicJob } from '../periodic-job';

const MAIL_WORKER_INTERVAL_MS = 30_000;

type MailWorker = PeriodicJob;

interface MailWorkerOptions {
  intervalMs?: number;
  /** The clock of each flush (tests move it forward). */
  now?: () => Date;
  maxAttempts?: FlushOptions['maxAttempts'];
}

/**
 * The in-process retry loop the server starts: every interval, the outbox mails that are due are
 * sent (flushOutbox). Without SMTP_URL there is nowhere to send, so it does not start. Its timer
 * never keeps the process alive, and a failing flush (the database gone) is logged and tried again.
 */
export function startMailWorker(deps: MailDeps, options: MailWorkerOptions = {}): MailWorker {
  const intervalMs = options.intervalMs ?? MAIL_WORKER_INTERVAL_MS;
  if (!deps.config.SMTP_URL) {
    deps.log.info('mail worker not started: SMTP_URL is not set, mail stays in the outbox');
    return { stop: async () => undefined };
  }
  const job = startPeriodicJob('mail worker', intervalMs, deps.log, async () => {
    const summary = await flushOutbox(deps, { now: options.now?.(), maxAttempts: options.maxAttempts });
    if (summary.sent + summary.retrying + summary.givenUp > 0) deps.log.info(summary, 'mail worker: outbox flushed');
  });
  deps.log.info({ intervalMs }, 'mail worker started');
  return job;
}
