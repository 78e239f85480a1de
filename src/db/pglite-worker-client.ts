import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PgliteLike } from './pglite-driver';
import type { WorkerMessage, WorkerRequest } from './pglite-worker-thread';
import type { QueryResult, Row } from './types';

type Waiter = { resolve: (value: unknown) => void; reject: (error: Error) => void; timer?: NodeJS.Timeout };
type RequestBody = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** The built server ships the worker as dist/pglite-worker.js; in development tsx loads the TypeScript. */
function workerEntry(): string {
  const built = fileURLToPath(new URL('./pglite-worker.js', import.meta.url));
  return existsSync(built) ? built : fileURLToPath(new URL('./pglite-worker-dev.mjs', import.meta.url));
}

/**
 * The worker's objects live for one statement (its text, values and rows): a young generation of 16 MB is
 * plenty for them, where V8's default of 48 MB stayed resident after a burst (docs/performance.md).
 */
export const PGLITE_WORKER_LIMITS = { maxYoungGenerationSizeMb: 16 } as const;

/** A worker that lived this long before it died is a fresh failure, not part of a crash loop. */
const STABLE_AFTER_MS = 30_000;
const MAX_RESTART_DELAY_MS = 30_000;

export interface WorkerLog {
  error(detail: object, message: string): void;
}

interface WorkerOptions {
  /**
   * PGlite cannot cancel a statement (it ignores statement_timeout): one running longer is taken for a hang,
   * failed with SQLSTATE 57014, and its worker ended and started again. 0: never.
   */
  statementTimeoutMs?: number;
  log?: WorkerLog;
}

/** PGlite in a worker thread, reached by messages; a worker that dies or hangs is replaced. */
export interface PgliteWorker extends PgliteLike {
  /** Ends the worker thread as a crash would (tests act a dying worker with it). */
  terminate(): Promise<void>;
}

/** What the app's database-fault path answers with 503 and Retry-After: class 08, the connection is gone. */
function workerGone(message: string, cause?: unknown): Error {
  return Object.assign(new Error(message, { cause }), { code: '08006' });
}

interface Running {
  worker: Worker;
  startedAt: number;
  /** The database is open: statement timers run from here, not while it opens (or recovers after a crash). */
  ready: boolean;
  /** Ended for a hang: takes no more statements. */
  ending: boolean;
}

/**
 * PGlite in a worker thread (`dataDir` on disk, or in memory when undefined). When the thread exits (a crash,
 * out of memory, ended for a hang), its pending statements fail at once and a new thread opens the same
 * database: on disk it comes back as committed (PostgreSQL's crash recovery); in memory it comes back empty.
 * A thread that keeps dying young is replaced after 1 s, 2 s, 4 s … up to 30 s; meanwhile statements fail at once.
 */
export function startPgliteWorker(dataDir: string | undefined, options: WorkerOptions = {}): PgliteWorker {
  const timeoutMs = options.statementTimeoutMs ?? 0;
  const pending = new Map<number, Waiter>();
  let nextId = 1;
  let closing = false;
  let quickDeaths = 0;
  let current: Running | null = null;
  let restartTimer: NodeJS.Timeout | undefined;

  const failAll = (error: Error) => {
    for (const waiter of pending.values()) {
      clearTimeout(waiter.timer);
      waiter.reject(error);
    }
    pending.clear();
  };

  const hung = (run: Running) => {
    if (run.ending) return;
    run.ending = true;
    options.log?.error({ statementTimeoutMs: timeoutMs }, 'embedded database statement ran out of time: ending its worker');
    failAll(Object.assign(new Error(`canceling statement due to statement timeout (${timeoutMs} ms, embedded database)`), { code: '57014' }));
    void run.worker.terminate();
  };

  const arm = (run: Running, waiter: Waiter) => {
    if (timeoutMs > 0) waiter.timer = setTimeout(() => hung(run), timeoutMs);
  };

  const restartAfter = (livedMs: number) => {
    quickDeaths = livedMs >= STABLE_AFTER_MS ? 0 : quickDeaths + 1;
    const delayMs = quickDeaths <= 1 ? 0 : Math.min(1000 * 2 ** (quickDeaths - 2), MAX_RESTART_DELAY_MS);
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      if (!closing) current = spawn();
    }, delayMs);
    return delayMs;
  };

  function spawn(): Running {
    const worker = new Worker(workerEntry(), { workerData: { dataDir }, resourceLimits: PGLITE_WORKER_LIMITS });
    const run: Running = { worker, startedAt: Date.now(), ready: false, ending: false };
    let crash: Error | undefined;
    worker.on('message', (message: WorkerMessage) => {
      if ('ready' in message) {
        run.ready = true;
        for (const waiter of pending.values()) arm(run, waiter);
        return;
      }
      const waiter = pending.get(message.id);
      if (!waiter) return;
      pending.delete(message.id);
      clearTimeout(waiter.timer);
      if (message.ok) waiter.resolve(message.result);
      else waiter.reject(Object.assign(new Error(message.error.message), { code: message.error.code }));
    });
    // An uncaught error or running out of memory: 'exit' follows and does the rest.
    worker.on('error', (error) => (crash = error));
    worker.on('exit', (exitCode) => {
      if (current === run) current = null;
      failAll(workerGone(`the embedded database worker stopped (exit code ${exitCode})`, crash));
      if (closing) return;
      const restartInMs = restartAfter(Date.now() - run.startedAt);
      options.log?.error(
        { exitCode, error: crash?.message, restartInMs, inMemory: dataDir === undefined },
        dataDir === undefined ? 'embedded database worker died: its in-memory database restarts empty' : 'embedded database worker died: reopening the database',
      );
    });
    return run;
  }

  current = spawn();

  const post = (run: Running | null, request: RequestBody): Promise<unknown> =>
    new Promise((resolve, reject) => {
      if (!run || run.ending) return reject(workerGone('the embedded database worker is restarting'));
      const id = nextId++;
      const waiter: Waiter = { resolve, reject };
      pending.set(id, waiter);
      if (run.ready) arm(run, waiter);
      run.worker.postMessage({ ...request, id });
    });
  const send = (request: RequestBody): Promise<unknown> =>
    closing ? Promise.reject(workerGone('the embedded database is closed')) : post(current, request);

  return {
    query: (text, values) => send({ op: 'query', text, values: [...values] }) as Promise<QueryResult<Row>>,
    exec: async (text) => {
      await send({ op: 'exec', text });
    },
    close: async () => {
      closing = true;
      clearTimeout(restartTimer);
      const run = current;
      // Closes the database cleanly (a checkpoint on disk) when its worker still answers.
      await post(run, { op: 'close' }).catch(() => undefined);
      await run?.worker.terminate();
    },
    terminate: async () => {
      await current?.worker.terminate();
    },
  };
}
