import { AppError } from '../../../errors';
import type { Logger } from '../../../log';
import { BudgetExceeded, PoolUnavailable, TaskFailed, WorkerPool } from '../../workers/pool';
import { workerEntry } from '../../workers/worker-entry';
import type { UploadCheckTask } from './check-task';
import { UPLOAD_POOL_BUDGETS } from './limits';
import type { CheckOutcome } from './outcome';

export type { UploadCheckTask } from './check-task';
export type { CheckOutcome } from './outcome';
export type { IfcExpectation } from './ifc-check';

/** The upload checks of one app: a pool of worker threads with time, heap and memory budgets. */
export interface UploadChecks {
  /** The file's checks; a reader over a budget, or one that fails, is a failed check, never a thrown error. */
  check(task: UploadCheckTask): Promise<CheckOutcome>;
  stats(): { running: number; waiting: number };
  close(): Promise<void>;
}

interface UploadCheckSettings {
  log: Logger;
  /** UPLOAD_CHECK_TIME_BUDGET_MS */
  timeBudgetMs: number;
  /** UPLOAD_CHECK_WORKERS */
  workers: number;
}

const SECONDS_TO_RETRY = 10;

export function createUploadChecks({ log, timeBudgetMs, workers }: UploadCheckSettings): UploadChecks {
  const pool = new WorkerPool<UploadCheckTask, CheckOutcome>({
    name: 'upload-checks',
    entry: workerEntry(new URL('./upload-check-worker.js', import.meta.url), new URL('./check-worker.ts', import.meta.url)),
    size: workers,
    budgets: { ...UPLOAD_POOL_BUDGETS, timeMs: timeBudgetMs },
    maxQueue: 16,
    idleMs: 60_000,
    onRestart: (reason) => log.warn({ reason }, 'upload check worker restarted'),
  });
  return {
    async check(task) {
      try {
        return await pool.run(task);
      } catch (error) {
        if (error instanceof BudgetExceeded) {
          const message = `reading it went over the ${error.budget} budget (${error.limit} ${error.budget === 'time' ? 'ms' : 'MB'})`;
          return { checks: [{ name: 'budget', ok: false, message }], phrases: [] };
        }
        if (error instanceof TaskFailed) {
          log.warn({ err: error, format: task.format }, 'upload check failed in its reader');
          return { checks: [{ name: 'reads', ok: false, message: `its reader failed: ${error.message.slice(0, 200)}` }], phrases: [] };
        }
        if (error instanceof PoolUnavailable) {
          throw new AppError(503, 'Too many uploads are being checked: try again shortly', { data: { retryAfter: SECONDS_TO_RETRY } });
        }
        throw error;
      }
    },
    stats: () => pool.stats(),
    close: () => pool.close(),
  };
}
