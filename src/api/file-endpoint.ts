import type { RequestHandler } from 'express';
import type { Db } from '../db/types';
import type { EndpointInput, EndpointSpec } from './endpoint';
import { parseEndpointInput, withEndpointSpec } from './endpoint';

/** A file a handler answers with. */
interface FileAnswer {
  body: Buffer;
  contentType: string;
  /** Content-Disposition, e.g. 'attachment; filename="a.docx"'. */
  disposition: string;
  /** Replaces the site's Content-Security-Policy for a file a browser may show. */
  csp?: string | null;
}

/**
 * Like `endpoint`, for a handler that answers a file instead of JSON: the same zod input
 * parsing (400 naming the field) and OpenAPI spec (list the media types in `produces`);
 * the file is never cached.
 */
export function fileEndpoint<P = Record<string, never>, Q = Record<string, never>, B = undefined>(
  db: Db,
  spec: EndpointSpec<P, Q, B> & { produces: readonly string[] },
  handler: (input: EndpointInput<P, Q, B>) => Promise<FileAnswer>,
): RequestHandler {
  const handle: RequestHandler = async (req, res) => {
    const file = await handler(parseEndpointInput(db, spec, req));
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', file.disposition);
    if (file.csp) res.setHeader('Content-Security-Policy', file.csp);
    res.status(spec.status ?? 200).send(file.body);
  };
  return withEndpointSpec(handle, spec);
}
