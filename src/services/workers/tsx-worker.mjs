// Development entry of every pool's worker: lets the worker thread load its TypeScript module through tsx.
// The built server starts dist/<name>.js instead (src/services/workers/worker-entry.ts).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.sourceModule);
