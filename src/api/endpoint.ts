import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import type { Db } from '../db/types';
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
}

/** The spec a handler built by `endpoint` carries, for the OpenAPI generator (src/api/openapi). */
export const ENDPOINT_SPEC = Symbol('endpointSpec');

type SpecCarrier = RequestHandler & { [ENDPOINT_SPEC]?: EndpointSpec<unknown, unknown, unknown> };

/** The input spec of a handler made by `endpoint`, or undefined for any other handler. */
export function endpointSpecOf(handler: unknown): EndpointSpec<unknown, unknown, unknown> | undefined {
  return typeof handler === 'function' ? (handler as SpecCarrier)[ENDPOINT_SPEC] : undefined;
}

const anything = z.object({}).passthrough();

/**
 * One API handler: parses params, query and body with zod (a failure is a 400 naming
 * the field), calls the service and answers JSON. Handlers throw AppError for 404s and the like.
 */
export function endpoint<P = Record<string, never>, Q = Record<string, never>, B = undefined>(
  db: Db,
  spec: EndpointSpec<P, Q, B>,
  handler: (input: EndpointInput<P, Q, B>) => Promise<unknown>,
): RequestHandler {
  const handle: SpecCarrier = async (req, res) => {
    const input: EndpointInput<P, Q, B> = {
      params: parseInput((spec.params ?? anything) as z.ZodType<P>, req.params, 'params'),
      query: parseInput((spec.query ?? anything) as z.ZodType<Q>, req.query, 'query'),
      body: spec.body ? parseInput(spec.body, req.body, 'body') : (undefined as B),
      db,
      req,
    };
    const result = await handler(input);
    res.setHeader('Cache-Control', 'no-store');
    res.status(spec.status ?? 200).json(result);
  };
  handle[ENDPOINT_SPEC] = spec as EndpointSpec<unknown, unknown, unknown>;
  return handle;
}

/** Shared parameter schemas. */
export const coidParam = z.coerce.number({ error: 'must be a five-digit company id' }).int().min(10000).max(99999);
export const divisionParam = z.string().regex(/^\d{2}$/, 'must be a two-digit division number');
export const sectionParam = z.string().regex(/^\d{6}$|^\d{2} \d{2} \d{2}$/, 'must be a six-digit CSI section number');
export const sizeQuery = (fallback: number, max = 50) =>
  z.coerce.number({ error: 'must be a number' }).int().min(1).max(max).default(fallback);
