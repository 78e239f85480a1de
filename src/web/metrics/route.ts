import { Router } from 'express';
import { clientIp } from '../../auth/request-token';
import type { Config } from '../../config';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../errors';
import { metricsGate } from './access';
import { METRICS_CONTENT_TYPE, metricsText } from './cluster-metrics';
import { reportDatabase } from './registry';
// Defines the replica's metrics beside the others (they report from src/db).
import './replica-metrics';
import './preview-metrics';

export const METRICS_PATH = '/metrics';

/** GET /metrics in Prometheus's text format, for whom METRICS_TOKEN and METRICS_ALLOW let in (src/web/metrics/access.ts). */
export function createMetricsRouter(db: Db, config: Pick<Config, 'isProduction' | 'METRICS_TOKEN' | 'METRICS_ALLOW'>): Router {
  reportDatabase(db);
  const gate = metricsGate({ isProduction: config.isProduction, token: config.METRICS_TOKEN, allow: config.METRICS_ALLOW });
  const router = Router();
  router.get(METRICS_PATH, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const verdict = gate({ address: clientIp(req), authorization: req.headers.authorization });
    if (verdict === 'hidden') throw notFound(`Page not found: ${req.path}`);
    if (verdict === 'token') {
      res.status(401).setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      res.type('text/plain').send('A bearer token is required');
      return;
    }
    const text = await metricsText().catch((error: unknown) => {
      throw new AppError(503, 'Metrics are not available right now', { cause: error });
    });
    res.setHeader('Content-Type', METRICS_CONTENT_TYPE);
    res.send(text);
  });
  return router;
}
