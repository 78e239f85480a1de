import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import type { Db } from '../db/types';
import { coidParam } from '../domain/company-id';
import { isDivision } from '../domain/csi';
import { pageSize } from '../domain/number-input';
import { parseInput } from '../parse-input';

export interface EndpointInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  db: Db;
  req: Request;
}

export interface EndpointSpec<P, Q, B> {
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  status?: number;
  /** One line for the OpenAPI document. */
  summary?: string;
  /** Media types of a success answer that is a file rather than JSON (see file-endpoint.ts). */
  produces?: readonly string[];
  /** Error statuses beyond those the inputs and guard imply, e.g. 404 for an unknown id given in the query. */
  errors?: readonly number[];
  /** A plain HTML form post is answered 303 to the page it came from (a JSON post gets the JSON answer). */
  redirects?: boolean;
  /** The JSON success answer as a client receives it (checked against real answers in tests). */
  output?: z.ZodType;
  /** A file sent as multipart/form-data in the field `field` (the handler streams it itself; see src/http/multipart-file.ts). */
  upload?: { field: string; description: string };
}

/** The spec a handler carries (`endpoint`, `fileEndpoint`, `withEndpointSpec`), for the OpenAPI generator (src/api/openapi). */
const ENDPOINT_SPEC = Symbol('endpointSpec');

type SpecCarrier = RequestHandler & { [ENDPOINT_SPEC]?: EndpointSpec<unknown, unknown, unknown> };

/** The spec a handler carries, or undefined for any other handler. */
export function endpointSpecOf(handler: unknown): EndpointSpec<unknown, unknown, unknown> | undefined {
  return typeof handler === 'function' ? (handler as SpecCarrier)[ENDPOINT_SPEC] : undefined;
}

/** Attaches an input spec to any handler, for the OpenAPI generator. */
export function withEndpointSpec<P, Q, B>(handler: RequestHandler, spec: EndpointSpec<P, Q, B>): RequestHandler {
  (handler as SpecCarrier)[ENDPOINT_SPEC] = spec as EndpointSpec<unknown, unknown, unknown>;
  return handler;
}

const anything = z.object({}).passthrough();

/** Params, query and body of a request parsed with an endpoint's schemas (a failure is a 400 naming the field). */
export function parseEndpointInput<P, Q, B>(db: Db, spec: EndpointSpec<P, Q, B>, req: Request): EndpointInput<P, Q, B> {
  return {
    params: parseInput((spec.params ?? anything) as z.ZodType<P>, req.params, 'params'),
    query: parseInput((spec.query ?? anything) as z.ZodType<Q>, req.query, 'query'),
    body: spec.body ? parseInput(spec.body, req.body, 'body') : (undefined as B),
    db,
    req,
  };
}

/** Runs an endpoint's parsing and work inside something that must see both, e.g. an analytics event (src/http/project-events.ts). */
type Around = (req: Request, work: () => Promise<unknown>) => Promise<unknown>;

/**
 * One API handler: parses params, query and body with zod (a failure is a 400 naming
 * the field), calls the service and answers JSON. Handlers throw AppError for 404s and the like.
 * With `around`, parsing and work run inside it, and the answer is sent after it is done.
 */
export function endpoint<P = Record<string, never>, Q = Record<string, never>, B = undefined>(
  db: Db,
  spec: EndpointSpec<P, Q, B>,
  handler: (input: EndpointInput<P, Q, B>) => Promise<unknown>,
  around?: Around,
): RequestHandler {
  const handle: RequestHandler = async (req, res) => {
    const work = () => handler(parseEndpointInput(db, spec, req));
    const result = await (around ? around(req, work) : work());
    res.setHeader('Cache-Control', 'no-store');
    res.status(spec.status ?? 200).json(result);
  };
  return withEndpointSpec(handle, spec);
}

/** Shared parameter schemas. */
export { coidParam };
export const divisionParam = z.string().regex(/^\d{2}$/, 'must be a two-digit division number');
/** A division that exists in MasterFormat 2004. */
export const knownDivisionParam = divisionParam.refine(isDivision, 'must be a MasterFormat division such as 08');
export const sectionParam = z.string().regex(/^\d{6}$|^\d{2} \d{2} \d{2}$/, 'must be a six-digit CSI section number');
export const sizeQuery = (fallback: number, max = 50) => pageSize(fallback, max);
