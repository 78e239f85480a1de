import { Router } from 'express';
import { z } from 'zod';
import type { AlertKind } from '../services/alerts';
import { listAlerts } from '../services/alerts';
import { MAX_PAGE } from '../web/query-schemas';
import type { ApiDeps } from './deps';
import { endpoint, sizeQuery } from './endpoint';

const alertsQuery = z.object({
  page: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(MAX_PAGE, `must be ${MAX_PAGE} or less`).default(1),
  size: sizeQuery(20),
});

/**
 * SPEC §7 alerts: GET /api/{brand}-alerts (product alerts, recalls, code changes) and
 * GET /api/{brand}-alerts/news (manufacturer news), newest first, paged. The brand is the BRAND
 * setting, so the paths are fixed when the app is built.
 */
export function alertsApi(deps: ApiDeps): Router {
  const router = Router();
  const base = `/${deps.config.BRAND}-alerts`;
  const list = (kind: AlertKind, summary: string) =>
    endpoint(deps.db, { query: alertsQuery, summary }, ({ query }) => listAlerts(deps.db, deps.config, { kind, page: query.page, pageSize: query.size }));
  router.get(base, list('alert', 'Product alerts and recalls from manufacturers, newest first'));
  router.get(`${base}/news`, list('news', 'News from manufacturers, newest first'));
  return router;
}
