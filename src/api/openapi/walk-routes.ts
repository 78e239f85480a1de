/** One method and path of an Express router tree, with the handlers of that route. */
export interface RouteEntry {
  method: string;
  /** Express path, e.g. /api/products/:id. */
  path: string;
  handlers: unknown[];
}

interface RouteLike {
  path: unknown;
  methods?: Record<string, boolean>;
  stack?: { handle?: unknown; method?: string }[];
}

interface LayerLike {
  route?: RouteLike;
  handle?: unknown;
  /** Express 5 (router 2) keeps the path a layer was mounted at. */
  rawPath?: unknown;
}

const stackOf = (router: unknown): LayerLike[] | undefined => {
  const stack = (router as { stack?: unknown } | null)?.stack;
  return Array.isArray(stack) ? (stack as LayerLike[]) : undefined;
};

const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flat(Infinity).filter((v): v is string => typeof v === 'string') : [];

function join(prefix: string, path: string): string {
  const joined = `${prefix.replace(/\/$/, '')}${path === '/' ? '' : path}`;
  return joined || '/';
}

/**
 * Every route of a router and of the routers mounted in it (`router.stack`: a layer with
 * `route` is a route, a layer whose handle has a `stack` is a nested router mounted at
 * `rawPath`). Routes and mounts on regular expressions are skipped; `all()` routes too.
 */
export function collectRoutes(router: unknown, prefix = ''): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (const layer of stackOf(router) ?? []) {
    if (layer.route) {
      const stack = layer.route.stack ?? [];
      for (const method of Object.keys(layer.route.methods ?? {}).filter((m) => m !== '_all')) {
        const handlers = stack.filter((l) => !l.method || l.method === method).map((l) => l.handle);
        for (const path of strings(layer.route.path)) routes.push({ method, path: join(prefix, path), handlers });
      }
    } else if (stackOf(layer.handle)) {
      for (const mount of strings(layer.rawPath)) routes.push(...collectRoutes(layer.handle, join(prefix, mount)));
    }
  }
  return routes;
}

/** Routes of the JSON API: under /api and /auth. */
export function isApiRoute(route: RouteEntry): boolean {
  return /^\/(api|auth)(\/|$)/.test(route.path);
}
