import { Router } from 'express';
import { pingDatabase } from '../db/ping';
import type { Db } from '../db/types';
import { DATABASE_RETRY_AFTER_SECONDS } from '../errors';
import type { Logger } from '../log';

/** /readyz answers within this even when the database does not (load balancers' probes time out at 1-2 s). */
const READY_TIMEOUT_MS = 1000;

export const PROBE_PATHS = new Set(['/healthz', '/readyz']);

function faultOf(error: unknown): string {
  const code = (error as { data?: { databaseFault?: string } })?.data?.databaseFault;
  return code ?? (error instanceof Error ? error.message : String(error));
}

/**
 * `/healthz`: liveness, the process answers (never asks the database, so an outage restarts nothing).
 * `/readyz`: readiness, the database answers `SELECT 1`; an orchestrator stops routing to a 503.
 * The readiness changes are logged once each, not every probe.
 */
export function createProbesRouter(db: Db, log: Logger): Router {
  const router = Router();
  let ready = true;
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ok: true });
  });
  router.get('/readyz', async (_req, res) => {
    const error = await pingDatabase(db, READY_TIMEOUT_MS);
    res.setHeader('Cache-Control', 'no-store');
    if (error === null) {
      if (!ready) log.info('ready: the database answers again');
      ready = true;
      res.json({ ok: true, database: 'ok' });
      return;
    }
    if (ready) log.warn({ databaseFault: faultOf(error) }, 'not ready: the database does not answer');
    ready = false;
    res.status(503).setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    res.json({ ok: false, database: 'unavailable' });
  });
  return router;
}
