// Runs inside a worker thread: owns the PGlite instance so that its synchronous
// WASM work never blocks the web server's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import { openPglite } from './pglite-open';
import { wrapPglite } from './pglite-driver';

export type WorkerRequest =
  | { id: number; op: 'query'; text: string; values: unknown[] }
  | { id: number; op: 'exec'; text: string }
  | { id: number; op: 'close' };

export type WorkerResponse =
  | { id: number; ok: true; result?: unknown }
  | { id: number; ok: false; error: { message: string; code?: string; stack?: string } };

/** What the worker posts: answers, and once that the database is open. */
export type WorkerMessage = WorkerResponse | { ready: true };

const port = parentPort;
if (!port) throw new Error('pglite-worker-thread must run in a worker');

const ready = openPglite({ dataDir: (workerData as { dataDir?: string }).dataDir }).then(wrapPglite);
// Opening may take a while (crash recovery after a dead worker): the client times statements from here.
void ready.then(() => port.postMessage({ ready: true } satisfies WorkerMessage), () => undefined);

const answer = async (request: WorkerRequest): Promise<void> => {
  try {
    const db = await ready;
    let result: unknown;
    if (request.op === 'query') result = await db.query(request.text, request.values);
    else if (request.op === 'exec') await db.exec(request.text);
    else await db.close();
    port.postMessage({ id: request.id, ok: true, result } satisfies WorkerResponse);
    if (request.op === 'close') port.close();
  } catch (error) {
    const e = error as Error & { code?: string };
    port.postMessage({
      id: request.id,
      ok: false,
      error: { message: e.message, code: e.code, stack: e.stack },
    } satisfies WorkerResponse);
  }
};

// void: answer() turns every failure into an error message to the caller.
port.on('message', (request: WorkerRequest) => void answer(request));
