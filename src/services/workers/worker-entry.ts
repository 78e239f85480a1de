import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The file a pool's Worker starts, and the workerData the development entry needs. */
export interface WorkerEntry {
  file: string;
  workerData?: { sourceModule: string };
}

/**
 * The built server ships each worker as its own file beside dist/server.js (scripts/build.ts), which `built`
 * names; in development and tests that file does not exist and tsx loads the TypeScript module `source`.
 */
export function workerEntry(built: URL, source: URL): WorkerEntry {
  const file = fileURLToPath(built);
  if (existsSync(file)) return { file };
  return { file: fileURLToPath(new URL('./tsx-worker.mjs', import.meta.url)), workerData: { sourceModule: source.href } };
}
