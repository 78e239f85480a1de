import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { DataVersion } from '../../db/data-version';
import { MIN_BYTES } from '../../http/compress-responses';
import { mfFromCookie } from '../../http/cookies';
import { gzipEtag } from '../../http/encoding-etags';
import type { InsightRecorder } from '../../http/insight-events';
import type { AccessLineWriter } from '../access-log';
import { isUrlTrap } from '../guards';
import { countAnswer } from '../metrics/request-metrics';
import { UNMATCHED } from '../metrics/route-label';
import { requestId } from '../request-id';
import { pageSecurityHeaders } from '../security-headers';
import { isPersonalRequest } from '../write-mark';
import type { CachedPage, HtmlCache } from './html-cache';
import { NUMBERING_VARY, pageCacheKey } from './page-cache-key';

interface AnswerCachedDeps {
  cache: HtmlCache;
  dataVersion: DataVersion;
  /** The clock whose UTC day is part of every cache key (tests move it). */
  now?: () => Date;
  /** The site's address is https: answers carry Strict-Transport-Security. */
  https: boolean;
  accessLine: AccessLineWriter;
  insights: InsightRecorder;
}

/** A cached page's response headers as one flat name, value list, without the request's id. */
interface PreparedHeaders {
  plain: string[];
  /** For clients that accept gzip, made with the gzip copy on the first of them; null for pages too small to compress. */
  gzip: (() => string[]) | null;
}

/**
 * Whether the client gets gzip: true or false when its Accept-Encoding is a plain list of names, null when it
 * weighs them (`q=`) or names `*`, which Express's negotiation (serve-cached.ts) decides instead.
 */
function gzipWanted(header: string | undefined): boolean | null {
  if (header === undefined || header === '') return false;
  if (header.includes(';') || header.includes('*')) return null;
  return /(?:^|,)\s*gzip\s*(?:,|$)/i.test(header);
}

/** Requests whose answer needs more than bytes from memory: the Express path (serve-cached.ts and the routers). */
function needsExpress(req: IncomingMessage, url: string, headers: IncomingHttpHeaders): boolean {
  return (
    req.method !== 'GET' ||
    headers['if-none-match'] !== undefined ||
    headers['if-modified-since'] !== undefined ||
    url.includes('debug=') ||
    isUrlTrap(url) ||
    isPersonalRequest(headers)
  );
}

function flatten(pairs: readonly (readonly [string, string])[]): string[] {
  return pairs.flatMap(([name, value]) => [name, value]);
}

function prepare(page: CachedPage, https: boolean): PreparedHeaders {
  const compressible = page.body.byteLength >= MIN_BYTES;
  const common = [
    ...pageSecurityHeaders(https, page.layout),
    ['Content-Type', 'text/html; charset=utf-8'],
    ['Vary', compressible ? `${NUMBERING_VARY}, Accept-Encoding` : NUMBERING_VARY],
    ['Cache-Control', 'public, max-age=60'],
    ['X-Page-Cache', 'hit'],
    ['Last-Modified', page.lastModified.toUTCString()],
  ] as const;
  const plain = flatten([...common, ['ETag', page.etag], ['Content-Length', String(page.body.byteLength)]]);
  if (!compressible) return { plain, gzip: null };
  let gzip: string[] | undefined;
  const gzipHeaders = () =>
    (gzip ??= flatten([...common, ['ETag', gzipEtag(page.etag)], ['Content-Encoding', 'gzip'], ['Content-Length', String(page.gzipped().byteLength)]]));
  return { plain, gzip: gzipHeaders };
}

/**
 * Answers a request for a cached anonymous page before Express sees it (issue 25: Express's routing, its request
 * and response prototypes and the middleware a cached page does not need were most of a hit's time). The answer is
 * the one the Express path gives (serve-cached.ts): the same headers, written with the body in one go from a list
 * made once per kept page, with its request id, access line, metrics and insight event. Returns false, having
 * touched nothing, for every request it leaves to Express: not a GET, conditional, personal, a debug or trap
 * address, a weighed encoding, a data version not read within the last second, or a page not kept.
 */
export function cachedPageAnswerer(deps: AnswerCachedDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const prepared = new WeakMap<CachedPage, PreparedHeaders>();
  return (req, res) => {
    const started = performance.now();
    const url = req.url ?? '/';
    const headers = req.headers;
    if (needsExpress(req, url, headers)) return false;
    const gzip = gzipWanted(headers['accept-encoding']);
    if (gzip === null) return false;
    const version = deps.dataVersion.known();
    if (version === null) return false;
    const page = deps.cache.lookup(pageCacheKey(mfFromCookie(headers.cookie), url, deps.now), version);
    if (page === null) return false;

    let lists = prepared.get(page);
    if (!lists) prepared.set(page, (lists = prepare(page, deps.https)));
    const id = requestId(headers['x-request-id']);
    req.id = id;
    const head = gzip && lists.gzip ? lists.gzip() : lists.plain;
    res.on('close', () => {
      if (res.writableFinished) countAnswer('GET', page.route ?? UNMATCHED, res.statusCode, (performance.now() - started) / 1000, 'hit');
      deps.accessLine(req, res, url, started);
    });
    const queryAt = url.indexOf('?');
    deps.insights.watchAnonymous(queryAt < 0 ? url : url.slice(0, queryAt), headers['user-agent'], res);
    res.writeHead(200, [...head, 'X-Request-Id', id]);
    res.end(head === lists.plain ? page.body : page.gzipped());
    return true;
  };
}
