import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import type { Logger } from '../log';
import type { SlotHistory } from './backoff';
import { restartDelay } from './backoff';

/** Which worker a process is (0 … N-1); slot 0 runs the jobs that need one place (the mail worker). */
export const WORKER_SLOT_ENV = 'SPECFIND_WORKER_SLOT';

/** Workers drain for up to 10 s (src/http-server.ts); after this the primary ends those still running. */
const STOP_TIMEOUT_MS = 15_000;

interface SupervisorOptions {
  workers: number;
  log: Logger;
}

/**
 * The primary of cluster mode: forks `workers` processes that share the port, replaces those that die (with a
 * back-off), and on SIGTERM or SIGINT asks every worker to drain and exits once all have.
 */
export function superviseWorkers({ workers, log }: SupervisorOptions): void {
  const slots = new Map<Worker, { slot: number; startedAt: number }>();
  const histories: SlotHistory[] = Array.from({ length: workers }, () => ({ quickDeaths: 0 }));
  const pendingRestarts = new Set<NodeJS.Timeout>();
  let stopping = false;

  const fork = (slot: number) => {
    const worker = cluster.fork({ [WORKER_SLOT_ENV]: String(slot) });
    slots.set(worker, { slot, startedAt: Date.now() });
  };

  cluster.on('exit', (worker, code, signal) => {
    const started = slots.get(worker);
    slots.delete(worker);
    if (stopping) {
      if (slots.size === 0) {
        log.info('stopped: every worker has drained');
        process.exit(0);
      }
      return;
    }
    if (!started) return;
    const { delayMs, history } = restartDelay(histories[started.slot], Date.now() - started.startedAt);
    histories[started.slot] = history;
    log.error({ pid: worker.process.pid, slot: started.slot, code, signal, restartInMs: delayMs }, 'worker died; starting another');
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      if (!stopping) fork(started.slot);
    }, delayMs);
    pendingRestarts.add(timer);
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    for (const timer of pendingRestarts) clearTimeout(timer);
    log.info({ signal, workers: slots.size }, 'shutting down: every worker drains its requests');
    if (slots.size === 0) process.exit(0);
    for (const worker of slots.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log.warn({ workers: slots.size }, 'workers did not stop in time; ending them');
      for (const worker of slots.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let slot = 0; slot < workers; slot += 1) fork(slot);
  log.info({ workers, pid: process.pid }, `cluster primary started ${workers} workers`);
}
