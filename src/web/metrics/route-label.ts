import type { Express, Request, Response } from 'express';

/** What a response's `route` label is when no route of the app matched it (404s, assets, the page cache's own answers without a pattern). */
export const UNMATCHED = 'unmatched';

interface MatchedRoute {
  path?: unknown;
}

/**
 * Remembers the pattern of the route that handles a request (its router's mount path and the route's path,
 * `/api/products/:id`), at the moment Express matches it: later a router may have restored `req.baseUrl`.
 * An accessor on the app's request prototype (installed once), so no request pays for a property of its own.
 */
export function watchRoutes(app: Express): void {
  const routes = new WeakMap<Request, MatchedRoute>();
  Object.defineProperty(app.request, 'route', {
    configurable: true,
    enumerable: true,
    get(this: Request) {
      return routes.get(this);
    },
    set(this: Request, value: MatchedRoute | undefined) {
      if (value === undefined) routes.delete(this);
      else routes.set(this, value);
      if (value && typeof value.path === 'string') setRouteLabel(this.res!, `${this.baseUrl}${value.path}`);
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
