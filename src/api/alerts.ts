import { z } from 'zod';
import { pageNumber } from '../domain/number-input';
import type { AlertKind } from '../services/alerts';
import { listAlerts } from '../services/alerts';
import { MAX_PAGE } from '../http/query-schemas';
import type { ApiDeps } from './deps';
import { endpoint, sizeQuery } from './endpoint';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { alertsPageOutput } from './schemas/editorial';

const alertsQuery = z.object({
  page: pageNumber(MAX_PAGE),
  size: sizeQuery(20),
});

/**
 * Alerts: GET /api/{brand}-alerts (product alerts, recalls, code changes) and
 * GET /api/{brand}-alerts/news (manufacturer news), newest first, paged. The brand is the BRAND
 * setting, so the paths are fixed when the app is built.
 */
export function alertsApi(deps: ApiDeps): AreaRows {
  const table = areaTable();
  const base = `/${deps.config.BRAND}-alerts`;
  const list = (kind: AlertKind, summary: string) =>
    endpoint(deps.db, { query: alertsQuery, summary, output: alertsPageOutput }, ({ query }) => listAlerts(deps.db, deps.config, { kind, page: query.page, pageSize: query.size }));
  table.get(base, list('alert', 'Product alerts and recalls from manufacturers, newest first'));
  table.get(`${base}/news`, list('news', 'News from manufacturers, newest first'));
  return table.rows;
}
