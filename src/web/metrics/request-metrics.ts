import type { NextFunction, Request, Response } from 'express';
import { htmlCacheLookups, httpDuration, httpRequests } from './registry';
import { routeLabel, watchRoute } from './route-label';

const CACHE_RESULTS = new Set(['hit', 'miss', 'stale']);

/** Counts and times every answer by route pattern and status, and the page cache's hits and misses (its X-Page-Cache header). */
export function requestMetrics() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    watchRoute(req, res);
    res.once('finish', () => {
      const labels = { method: req.method, route: routeLabel(res), status: String(res.statusCode) };
      httpRequests.inc(labels);
      httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      const cache = res.getHeader('X-Page-Cache');
      if (typeof cache === 'string' && CACHE_RESULTS.has(cache)) htmlCacheLookups.inc({ result: cache });
    });
    next();
  };
}
