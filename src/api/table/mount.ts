import { Router } from 'express';
import { guardMiddleware } from './guards';
import { outputCheck } from './output-check';
import type { ApiRow, Mount } from './row';

interface MountOptions {
  /** Check every JSON success answer against its row's output schema (tests only). */
  checkOutputs: boolean;
}

/** The Express router of the rows under one mount, in table order (Express takes the first match). */
export function routerOf(rows: readonly ApiRow[], mount: Mount, options: MountOptions): Router {
  const router = Router();
  for (const r of rows.filter((row) => row.mount === mount)) {
    const check = options.checkOutputs && r.spec.output ? [outputCheck(r, r.spec.output)] : [];
    router[r.method](r.path, ...r.before, ...guardMiddleware(r.guard), ...check, r.handle);
  }
  return router;
}
