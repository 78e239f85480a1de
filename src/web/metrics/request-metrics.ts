import type { NextFunction, Request, Response } from 'express';
import { htmlCacheLookups, httpDuration, httpRequests } from './registry';
import type { Express } from 'express';
import { routeLabel, watchRoutes } from './route-label';

interface BoundSeries {
  requests: { inc(): void };
  duration: { observe(seconds: number): void };
}

/**
 * The counter and histogram children of each (method, route, status), bound once: prom-client checks and hashes a
 * label set on every `inc` and `observe` otherwise. Route labels are patterns and methods are what Node's parser
 * accepts, so the set is small; past this bound a new set is counted unbound rather than kept.
 */
const MAX_BOUND = 4096;
const bound = new Map<string, BoundSeries>();

function seriesOf(method: string, route: string, status: number): BoundSeries {
  const key = `${method} ${status} ${route}`;
  let series = bound.get(key);
  if (series) return series;
  const labels = { method, route, status: String(status) };
  series = { requests: httpRequests.labels(labels), duration: httpDuration.labels(labels) };
  if (bound.size < MAX_BOUND) bound.set(key, series);
  return series;
}

/** The page cache's lookup counters by its X-Page-Cache answer, bound once like the series. */
const cacheLookups = { hit: htmlCacheLookups.labels('hit'), miss: htmlCacheLookups.labels('miss'), stale: htmlCacheLookups.labels('stale') };
type CacheResult = keyof typeof cacheLookups;
const isCacheResult = (value: unknown): value is CacheResult => typeof value === 'string' && Object.hasOwn(cacheLookups, value);

/** Counts and times one answer, also one given outside Express (a cached page answered before it, src/web/page-cache/answer-cached.ts). */
export function countAnswer(method: string, route: string, status: number, seconds: number, cache?: CacheResult): void {
  const series = seriesOf(method, route, status);
  series.requests.inc();
  series.duration.observe(seconds);
  if (cache) cacheLookups[cache].inc();
}

/** Counts and times every answer by route pattern and status, and the page cache's hits and misses (its X-Page-Cache header). */
export function requestMetrics(app: Express) {
  watchRoutes(app);
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = performance.now();
    res.once('finish', () => {
      const cache = res.getHeader('X-Page-Cache');
      countAnswer(req.method, routeLabel(res), res.statusCode, (performance.now() - started) / 1000, isCacheResult(cache) ? cache : undefined);
    });
    next();
  };
}
