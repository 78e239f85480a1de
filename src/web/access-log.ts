import type { IncomingMessage, ServerResponse } from 'node:http';
import { METRICS_PATH } from './metrics/route';
import { PROBE_PATHS } from './probes';

/**
 * The level of a request's access line: errors at error, 503 (an outage or a failed readiness probe,
 * expected to pass) at warn, everything else at info, except answered probes and scrapes, which would flood the log.
 */
export function accessLogLevel(req: IncomingMessage, res: ServerResponse, err?: Error): 'error' | 'warn' | 'info' | 'silent' {
  if (res.statusCode === 503) return 'warn';
  if (err || res.statusCode >= 500) return 'error';
  const path = (req.url ?? '').split('?')[0];
  return (PROBE_PATHS.has(path) || path === METRICS_PATH) && res.statusCode < 400 ? 'silent' : 'info';
}
