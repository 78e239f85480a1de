import { describe, expect, it } from 'vitest';
import type { Guard, RouteDef } from '../../src/web/page-types';
import type { PageRouterDeps } from '../../src/web/page-router';
import { createPageRouter } from '../../src/web/page-router';
import { checkRouteMiddleware, ROUTE_MIDDLEWARE } from '../../src/web/route-middleware';
import { ROUTES } from '../../src/web/routes';

const row = (path: string, guard?: string) => ({ path, guard: guard as Guard | undefined });

describe('route middleware ("Unknown route middleware")', () => {
  it('accepts the route table: every guard it names exists', () => {
    expect(() => checkRouteMiddleware(ROUTES)).not.toThrow();
    expect(ROUTES.some((r) => r.guard === 'auth')).toBe(true);
    expect(ROUTE_MIDDLEWARE).toEqual(['auth']);
  });

  it('refuses a row naming a guard that does not exist, with its name and route', () => {
    expect(() => checkRouteMiddleware([row('/'), row('/account', 'auth'), row('/secret', 'admin')])).toThrow(
      'Unknown route middleware: admin (route /secret)',
    );
  });

  it('fails the page router at start-up rather than serving the route unguarded', () => {
    const bad = { ...ROUTES[0], path: '/vault', guard: 'authh' } as unknown as RouteDef;
    expect(() => createPageRouter([bad], {} as PageRouterDeps)).toThrow('Unknown route middleware: authh');
  });
});
