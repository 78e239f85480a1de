import type { Request, Response } from 'express';
import type { DataVersion } from '../../db/data-version';
import { AppError } from '../../errors';
import { acceptsGzip, MIN_BYTES } from '../../http/compress-responses';
import { mfFromCookie } from '../../http/cookies';
import { gzipEtag } from '../../http/encoding-etags';
import { answeredNotModified } from '../conditional';
import { setRouteLabel } from '../metrics/route-label';
import { layoutHeaders } from '../security-headers';
import { isPersonalRequest } from '../write-mark';
import type { CachedPage, HtmlCache } from './html-cache';
import { NUMBERING_VARY, pageCacheKey } from './page-cache-key';

interface ServeCachedDeps {
  cache: HtmlCache;
  dataVersion: DataVersion;
  /** The clock whose UTC day is part of every cache key (tests move it). */
  now?: () => Date;
}

export function sendCached(req: Request, res: Response, page: CachedPage, state: 'hit' | 'stale' = 'hit'): void {
  if (page.route) setRouteLabel(res, page.route);
  res.vary(NUMBERING_VARY);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  layoutHeaders(res, page.layout);
  // A stale copy is for this visitor only: no shared cache may keep it past the outage, nor revalidate it.
  res.setHeader('Cache-Control', state === 'hit' ? 'public, max-age=60' : 'no-store');
  res.setHeader('X-Page-Cache', state);
  if (state === 'hit' && answeredNotModified(req, res, page)) return;
  // The page's own gzip copy, made once: compressResponses lets a response that is already encoded through as it is.
  if (page.body.byteLength >= MIN_BYTES) {
    res.vary('Accept-Encoding');
    if (acceptsGzip(req)) {
      const etag = res.getHeader('ETag');
      if (typeof etag === 'string') res.setHeader('ETag', gzipEtag(etag));
      res.setHeader('Content-Encoding', 'gzip');
      res.end(page.gzipped());
      return;
    }
  }
  res.end(page.body);
}

/**
 * Answers a cached anonymous page before the session, CSRF and routing middleware run, for what the answer before
 * Express (answer-cached.ts) leaves: conditional requests, an encoding preference with weights, and a data version
 * that must be read first. Only requests that carry no session cookie, no bearer token and no debug flag qualify;
 * the cache only ever holds pages rendered for such requests. When the database cannot tell whether the copy is
 * current, the copy is served as it is, marked `X-Page-Cache: stale`
 * (docs/decisions/2026-11-24-stale-pages-during-outage.md).
 */
export function serveCachedPages(deps: ServeCachedDeps) {
  return async (req: Request, res: Response, next: () => void): Promise<void> => {
    if (req.method !== 'GET') return next();
    if (isPersonalRequest(req.headers)) return next();
    if (req.originalUrl.includes('debug=')) return next();
    const key = pageCacheKey(mfFromCookie(req.headers.cookie), req.originalUrl, deps.now);
    // Nothing kept for this URL (assets, API calls, new pages): no need to ask the database here.
    const kept = deps.cache.peek(key);
    if (kept === null) return next();
    let version: number;
    try {
      version = await deps.dataVersion.current();
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 503) return sendCached(req, res, kept, 'stale');
      throw error;
    }
    const hit = deps.cache.lookup(key, version);
    if (hit === null) return next();
    sendCached(req, res, hit);
  };
}
