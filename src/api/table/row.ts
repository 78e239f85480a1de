import type { RequestHandler } from 'express';
import type { z } from 'zod';
import type { EndpointSpec } from '../endpoint';
import { endpointSpecOf } from '../endpoint';

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call an operation. The table enforces `user` and `admin` before the input is read;
 * `client` (a company's own staff, or an administrator) depends on the company asked for, so the
 * handler's service checks it and the table only documents it. `manager` is `client` or an API key scoped to that
 * company (src/auth/manage-actor.ts), checked by the handler the same way.
 */
export type Guard = 'public' | 'user' | 'admin' | 'client' | 'manager';

/**
 * How a success answer may be cached: API answers are per caller and per moment, so never stored,
 * unless a row states otherwise (a file that does not change once published).
 */
type CacheRule = 'no-store' | { publicSeconds: number };

/** Where a row is mounted: the JSON API, the sign-in calls, or the site root (a form post that is also an API call). */
export type Mount = '/api' | '/auth' | '/';

/** One operation of the API table. The router and the OpenAPI document are both generated from rows. */
export interface ApiRow {
  method: HttpMethod;
  mount: Mount;
  /** Express path below the mount, e.g. /products/:id. */
  path: string;
  guard: Guard;
  cache: CacheRule;
  /** Inputs (params, query, body), success status, output schema, media types and extra error statuses. */
  spec: EndpointSpec<unknown, unknown, unknown>;
  /** Request plumbing run first, e.g. a form body parser or private-answer headers. */
  before: readonly RequestHandler[];
  /** The body may also come as a plain HTML form post (application/x-www-form-urlencoded). */
  acceptsForm: boolean;
  handle: RequestHandler;
}

interface RowOptions {
  guard?: Guard;
  before?: readonly RequestHandler[];
  acceptsForm?: boolean;
  cache?: CacheRule;
  /** The success answer's schema, when the handler's spec does not carry it. */
  output?: z.ZodType;
}

/**
 * A row from a handler made with `endpoint()`, `fileEndpoint()` or `reportEndpoint()` (which carry
 * their spec). `guard` defaults to public, `cache` to no-store.
 */
export function row(method: HttpMethod, path: string, handle: RequestHandler, options: RowOptions = {}): Omit<ApiRow, 'mount'> {
  const spec = endpointSpecOf(handle);
  if (!spec) throw new Error(`API row ${method.toUpperCase()} ${path}: the handler carries no spec (make it with endpoint())`);
  if (spec.status === 204 && options.output) throw new Error(`API row ${method.toUpperCase()} ${path}: a 204 answer has no body to describe`);
  return {
    method,
    path,
    guard: options.guard ?? 'public',
    cache: options.cache ?? 'no-store',
    spec: options.output ? { ...spec, output: options.output } : spec,
    before: options.before ?? [],
    acceptsForm: options.acceptsForm ?? false,
    handle,
  };
}

export type AreaRows = Omit<ApiRow, 'mount'>[];

/** Rows of one area, placed under a mount. */
export function mounted(mount: Mount, rows: AreaRows): ApiRow[] {
  return rows.map((r) => ({ ...r, mount }));
}

/** The Express path of a row from the site root. */
export function fullPath(r: Pick<ApiRow, 'mount' | 'path'>): string {
  if (r.mount === '/') return r.path;
  return `${r.mount}${r.path === '/' ? '' : r.path}`;
}

type AddRow = (path: string, handle: RequestHandler, options?: RowOptions) => void;

/**
 * Collects an area's rows in order, one call per operation:
 * `const t = areaTable(); t.get('/things/:id', endpoint(...)); return t.rows;`. `defaults` apply to
 * every row, e.g. `{ guard: 'user' }` for an area that is all personal data.
 */
export function areaTable(defaults: RowOptions = {}): { rows: AreaRows } & Record<HttpMethod, AddRow> {
  const rows: AreaRows = [];
  const add =
    (method: HttpMethod): AddRow =>
    (path, handle, options) =>
      rows.push(row(method, path, handle, { ...defaults, ...options }));
  return { rows, get: add('get'), post: add('post'), put: add('put'), patch: add('patch'), delete: add('delete') };
}
