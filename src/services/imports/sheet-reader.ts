import { readFile } from 'node:fs/promises';
import type { SheetTable } from '../../domain/imports/rows';
import { AppError } from '../../errors';
import { BudgetExceeded, PoolUnavailable, TaskFailed, WorkerPool } from '../workers/pool';
import { workerEntry } from '../workers/worker-entry';
import { IMPORT_POOL_BUDGETS } from './limits';
import type { SheetTask } from './read-task';

let pool: WorkerPool<SheetTask, SheetTable> | null = null;

/**
 * The one pool of this process that reads uploaded sheets: made at the first import, its worker ended when idle
 * (it never keeps the process alive). One worker: imports are rare, and a second one waits its turn.
 */
function importPool(): WorkerPool<SheetTask, SheetTable> {
  pool ??= new WorkerPool<SheetTask, SheetTable>({
    name: 'imports',
    entry: workerEntry(new URL('./import-worker.js', import.meta.url), new URL('./import-worker.ts', import.meta.url)),
    size: 1,
    budgets: IMPORT_POOL_BUDGETS,
    maxQueue: 8,
    idleMs: 30_000,
  });
  return pool;
}

/** A received upload: its file on disk (within the import's size limit, counted as it streamed in) until `remove()`. */
interface UploadedSheet {
  file: { path: string };
  remove(): Promise<void>;
}

/**
 * An uploaded XLSX or CSV file as a header and rows of text, read in a worker thread within the import budgets;
 * the temporary file is removed once read. A file the reader refuses (too many rows, a zip bomb, not a
 * spreadsheet) or one over a budget is a 422 saying why; a busy pool is a 503 to try again.
 */
export async function readUploadedSheet(upload: UploadedSheet): Promise<SheetTable> {
  try {
    // A buffer of its own, so it can be moved to the worker (a small Buffer shares Node's pool slab).
    const own = new Uint8Array(await readFile(upload.file.path));
    return await importPool().run({ bytes: own }, [own.buffer]);
  } catch (error) {
    if (error instanceof TaskFailed && error.kind === 'SheetRefused') throw new AppError(422, error.message, { data: { fields: { file: error.message } } });
    if (error instanceof TaskFailed) throw new AppError(422, `The file cannot be read as a spreadsheet (${error.message.slice(0, 200)})`, { data: { fields: { file: 'cannot be read' } } });
    if (error instanceof BudgetExceeded) {
      const message = `Reading the file went over the import's ${error.budget} budget: refused (split it, or remove what is not product rows)`;
      throw new AppError(422, message, { data: { fields: { file: message } } });
    }
    if (error instanceof PoolUnavailable) throw new AppError(503, 'Imports are busy: try again in a minute', { data: { retryAfter: 30 } });
    throw error;
  } finally {
    await upload.remove();
  }
}
