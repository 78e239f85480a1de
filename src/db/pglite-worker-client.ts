import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PgliteLike } from './pglite-driver';
import type { WorkerRequest, WorkerResponse } from './pglite-worker-thread';
import type { QueryResult, Row } from './types';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
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

/** PGlite in a worker thread, reached by messages. */
export function startPgliteWorker(dataDir: string): PgliteLike {
  const worker = new Worker(workerEntry(), { workerData: { dataDir }, resourceLimits: PGLITE_WORKER_LIMITS });
  const pending = new Map<number, Pending>();
  let nextId = 1;

  worker.on('message', (response: WorkerResponse) => {
    const waiter = pending.get(response.id);
    if (!waiter) return;
    pending.delete(response.id);
    if (response.ok) waiter.resolve(response.result);
    else waiter.reject(Object.assign(new Error(response.error.message), { code: response.error.code }));
  });
  worker.on('error', (error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  });

  const send = (request: RequestBody): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });

  return {
    query: (text, values) =>
      send({ op: 'query', text, values: [...values] }) as Promise<QueryResult<Row>>,
    exec: async (text) => {
      await send({ op: 'exec', text });
    },
    close: async () => {
      await send({ op: 'close' });
      await worker.terminate();
    },
  };
}
