import type { RequestHandler } from 'express';
import { requireAdmin } from '../../auth/require';

/** Marks a middleware that restricts a route, so the OpenAPI document can show it. */
export const ROUTE_ACCESS = Symbol('routeAccess');

export type RouteAccess = 'admin' | 'user';

type Marked = RequestHandler & { [ROUTE_ACCESS]?: RouteAccess };

export function accessOf(handler: unknown): RouteAccess | undefined {
  return typeof handler === 'function' ? (handler as Marked)[ROUTE_ACCESS] : undefined;
}

const requireAdminRole: RequestHandler = (req, _res, next) => {
  requireAdmin(req);
  next();
};

/** Middleware: 401 when anonymous, 403 when signed in without the administrator role. */
export const adminOnly: RequestHandler = Object.assign(requireAdminRole, { [ROUTE_ACCESS]: 'admin' as RouteAccess });
