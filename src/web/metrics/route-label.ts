import type { Request, Response } from 'express';

/** What a response's `route` label is when no route of the app matched it (404s, assets, the page cache's own answers without a pattern). */
const UNMATCHED = 'unmatched';

interface MatchedRoute {
  path?: unknown;
}

/**
 * Remembers the pattern of the route that handles `req` (its router's mount path and the route's path,
 * `/api/products/:id`), at the moment Express matches it: later a router may have restored `req.baseUrl`.
 */
export function watchRoute(req: Request, res: Response): void {
  let route: MatchedRoute | undefined;
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set: (value: MatchedRoute | undefined) => {
      route = value;
      if (value && typeof value.path === 'string') setRouteLabel(res, `${req.baseUrl}${value.path}`);
    },
  });
}

/** Names the route of an answer given outside Express's routing (a cached page). */
export function setRouteLabel(res: Response, pattern: string): void {
  res.locals.routePattern = pattern;
}

export function routeLabel(res: Response): string {
  const pattern: unknown = res.locals.routePattern;
  return typeof pattern === 'string' && pattern !== '' ? pattern : UNMATCHED;
}
