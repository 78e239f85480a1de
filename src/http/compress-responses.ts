import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Gzip } from 'node:zlib';
import { createGzip } from 'node:zlib';
import { EtagVariants, gzipEtag } from './encoding-etags';

/** Text the browser renders or parses; never event streams (they must flow as written) or files already compressed. */
const COMPRESSIBLE = /^(text\/(html|css|plain|xml|javascript|csv)|application\/(javascript|json|xml|rss\+xml|atom\+xml|ld\+json|problem\+json)|image\/svg\+xml)\s*(;|$)/i;
/** Below this many bytes gzip's header and a round trip of CPU cost more than they save. */
export const MIN_BYTES = 1024;

/** Negotiated (RFC 9110): `gzip;q=0` refuses it, and a client that prefers identity gets identity. */
export const acceptsGzip = (req: Request) => req.acceptsEncodings('gzip', 'identity') === 'gzip';

/** Whether this response's body is one we would gzip for a client that accepts it. */
function compressible(res: Response, bodyBytes: number | null): boolean {
  if (res.headersSent || res.getHeader('Content-Encoding') || [204, 206, 304].includes(res.statusCode)) return false;
  // A byte range of a file is a range of its plain bytes: compressing it would break the client's arithmetic.
  if (res.getHeader('Content-Range')) return false;
  if (/\bno-transform\b/i.test(String(res.getHeader('Cache-Control') ?? ''))) return false;
  if (!COMPRESSIBLE.test(String(res.getHeader('Content-Type') ?? ''))) return false;
  const length = bodyBytes ?? Number(res.getHeader('Content-Length') ?? Number.NaN);
  return !(length < MIN_BYTES);
}

type Chunk = string | Buffer | Uint8Array;

/**
 * Gzips text responses for browsers that accept it (Lighthouse's "text compression"; HTML, CSS and
 * JavaScript shrink four- to sixfold). Decided at the first write, when the headers are known; streamed
 * pages stay streamed: React flushes through `res.flush`, and backpressure passes both ways.
 * The gzip bytes have their own entity tag ("…-gz"), and If-None-Match works for both (encoding-etags.ts).
 */
export function compressResponses(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'HEAD') return next();
    const wantsGzip = acceptsGzip(req);
    const variants = new EtagVariants(req, wantsGzip);
    const write = res.write.bind(res) as (chunk: Chunk, encoding?: BufferEncoding) => boolean;
    const end = res.end.bind(res) as (chunk?: Chunk, encoding?: BufferEncoding) => Response;
    // undefined until the first write decides; null when this response goes out as it is.
    let gzip: Gzip | null | undefined;

    const start = (bodyBytes: number | null): Gzip | null => {
      if (gzip !== undefined) return gzip;
      const etag = res.getHeader('ETag');
      if (res.statusCode === 304 && typeof etag === 'string' && !res.headersSent) res.setHeader('ETag', variants.notModifiedTag(etag));
      if (!compressible(res, bodyBytes)) return (gzip = null);
      // Whether or not this client gets gzip, a shared cache must keep the two answers apart.
      res.vary('Accept-Encoding');
      if (!wantsGzip) return (gzip = null);
      res.setHeader('Content-Encoding', 'gzip');
      if (typeof etag === 'string') res.setHeader('ETag', gzipEtag(etag));
      res.removeHeader('Content-Length');
      const stream = createGzip();
      stream.on('data', (data: Buffer) => {
        if (!write(data)) stream.pause();
      });
      res.on('drain', () => stream.resume());
      // Whoever writes waits for the response's 'drain': tell it when the compressor has room again.
      stream.on('drain', () => res.emit('drain'));
      stream.on('end', () => end());
      res.on('close', () => stream.destroy());
      return (gzip = stream);
    };

    res.write = ((chunk: Chunk, encoding?: BufferEncoding | (() => void), done?: () => void) => {
      const stream = start(null);
      if (!stream) return (write as (...args: unknown[]) => boolean)(chunk, encoding, done);
      return typeof encoding === 'function' ? stream.write(chunk, encoding) : stream.write(chunk, encoding ?? 'utf8', done);
    }) as Response['write'];

    res.end = ((chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void), done?: () => void) => {
      const body = typeof chunk === 'function' ? undefined : chunk;
      // end() with no body and nothing written before sends an empty body: nothing to compress.
      const stream = start(body === undefined ? 0 : Buffer.byteLength(body));
      if (!stream) return (end as (...args: unknown[]) => Response)(chunk, encoding, done);
      if (typeof chunk === 'function') res.once('finish', chunk);
      else if (typeof encoding === 'function') res.once('finish', encoding);
      else if (done) res.once('finish', done);
      if (body === undefined) stream.end();
      else stream.end(body, typeof encoding === 'string' ? encoding : 'utf8');
      return res;
    }) as Response['end'];

    // React's stream calls flush() after each batch so the shell reaches the browser before the rest.
    (res as Response & { flush: () => void }).flush = () => gzip?.flush();
    next();
  };
}
