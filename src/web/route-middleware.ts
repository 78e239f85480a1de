import type { Guard, RouteDef } from './page-types';

/**
 * The guards a route row may name (the auth check; the url-trap check runs on every route).
 * A Record, so a name added to the Guard type fails to compile until it is listed here too.
 */
const IMPLEMENTED: Readonly<Record<Guard, true>> = { auth: true };
export const ROUTE_MIDDLEWARE = Object.keys(IMPLEMENTED) as Guard[];

/** The error of a route that names middleware nobody implements. */
const UNKNOWN_ROUTE_MIDDLEWARE = 'Unknown route middleware';

/**
 * Refuses the route table at start-up when a row names a guard that does not exist (a row built
 * without the type, a guard removed while a row still names it): better no server than a
 * private page served without its check.
 */
export function checkRouteMiddleware(routes: readonly Pick<RouteDef, 'path' | 'guard'>[]): void {
  for (const { path, guard } of routes) {
    if (guard !== undefined && !ROUTE_MIDDLEWARE.includes(guard)) {
      throw new Error(`${UNKNOWN_ROUTE_MIDDLEWARE}: ${String(guard)} (route ${path})`);
    }
  }
}
