// Development entry of the PGlite worker: lets the worker thread load TypeScript through tsx.
// The built server uses dist/pglite-worker.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker-thread.ts');
