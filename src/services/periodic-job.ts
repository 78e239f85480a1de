import type { Logger } from '../log';

export interface PeriodicJob {
  /** Waits for a run in progress, then stops. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalMs` (the first run one interval after start), one run at a time. A
 * failing run (the database gone) is logged and tried again next time; the timer never keeps the
 * process alive. The caller decides where it runs: one process of a cluster runs the jobs.
 */
export function startPeriodicJob(name: string, intervalMs: number, log: Logger, run: () => Promise<void>): PeriodicJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const schedule = () => {
    timer = setTimeout(() => {
      running = run()
        .catch((error: unknown) => log.warn({ job: name, err: error instanceof Error ? error.message : String(error) }, `${name}: run failed`))
        .finally(() => {
          if (!stopped) schedule();
        });
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
