import type { FlushOptions } from './flush';
import { flushOutbox } from './flush';
import type { MailDeps } from './outbox';

export const MAIL_WORKER_INTERVAL_MS = 30_000;

export interface MailWorker {
  /** Waits for a flush in progress, then stops. */
  stop(): Promise<void>;
}

export interface MailWorkerOptions {
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
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = () => {
    running = flushOutbox(deps, { now: options.now?.(), maxAttempts: options.maxAttempts })
      .then((summary) => {
        if (summary.sent + summary.retrying + summary.givenUp > 0) deps.log.info(summary, 'mail worker: outbox flushed');
      })
      .catch((error: unknown) => deps.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'mail worker: flush failed'))
      .finally(() => {
        if (!stopped) schedule();
      });
  };
  const schedule = () => {
    timer = setTimeout(tick, intervalMs);
    timer.unref();
  };
  schedule();
  deps.log.info({ intervalMs }, 'mail worker started');
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
