import { addressKey } from '../auth/address-key';
import type { FileStore } from '../services/storage/file-store';
import type { Request, Response } from 'express';
import { Router } from 'express';
import { isbot } from 'isbot';
import { clientIp } from '../auth/request-token';
import type { Config } from '../config';
import type { Db } from '../db/types';
import { queryStatsStorage } from '../db/query-stats';
import type { QueryStats } from '../db/query-stats';
import { mayDebug } from '../domain/debug-access';
import { AppError, notFound } from '../errors';
import type { Logger } from '../log';
import { mfFromCookie } from '../http/cookies';
import { runGuards } from './guards';
import { checkRouteMiddleware } from './route-middleware';
import type { HtmlCache } from './page-cache/html-cache';
import { sendCached } from './page-cache/serve-cached';
import type { DataVersion } from '../db/data-version';
import type { CatalogMemo } from '../db/catalog-memo';
import { inCanonicalForm, NUMBERING_VARY, onlyDeclaredQuery, pageCacheKey } from './page-cache/page-cache-key';
import type { CachePartition } from './page-cache/html-cache';
import type { RateLimiter } from '../auth/rate-limit';
import type { LoaderContext, RouteDef } from './page-types';
import type { SessionUser } from '../domain/session-user';
import type { RenderDeps } from './render';
import { renderPage } from './render';
import { setRouteLabel } from './metrics/route-label';
import { layoutHeaders } from './security-headers';
import { SITE_NAME } from '../domain/site';
import type { UploadDeps } from '../services/uploads/accept-upload';
import { formBody } from '../request-input';
import type { PostAnswer } from './actions/page-action';
import { answerPost } from './actions/page-action';

export interface PageRouterDeps {
  db: Db;
  config: Config;
  files: FileStore;
  log: Logger;
  render: RenderDeps;
  cache: HtmlCache;
  dataVersion: DataVersion;
  /** Facts built once per data version, shared by every request (LoaderContext.memo). */
  memo: CatalogMemo;
  /** The clock whose UTC day is part of every cache key (tests move it). */
  now?: () => Date;
  /** What the workspace's document form needs to take an upload. */
  uploads: Omit<UploadDeps, 'db'>;
  /** Anonymous renders of pages the cache cannot keep for their query (a facet filter): a budget per address. */
  filteredPages?: RateLimiter | null;
}

export function sessionUser(req: Request): SessionUser | null {
  return req.user ?? null;
}

function debugComment(loaderMs: number, stats: QueryStats, startedAt: number): string {
  const total = performance.now() - startedAt;
  return `<!-- debug: loader ${loaderMs.toFixed(1)} ms; ${stats.count} queries in ${stats.totalMs.toFixed(1)} ms; total ${total.toFixed(1)} ms -->`;
}

/** The page's params (the request's, or those a post names) parsed with its schema; a failure is a 404. */
function pageParams(def: RouteDef, req: Request, given: Record<string, string> = req.params as Record<string, string>): unknown {
  const parsed = def.params ? def.params.safeParse(given) : { success: true as const, data: given };
  if (!parsed.success) throw notFound(`Page not found: ${req.path}`);
  return parsed.data;
}

/** The query of a same-site URL, as Express's simple parser gives it (one string per name). */
function queryOf(url: string): Record<string, unknown> {
  return Object.fromEntries(new URL(url, 'http://x').searchParams);
}

/** Renders a page row: for a GET, or as the answer to a post to one of its actions (`post`). */
async function handle(def: RouteDef, deps: PageRouterDeps, req: Request, res: Response, post?: PostAnswer): Promise<void> {
  const startedAt = performance.now();
  const user = sessionUser(req);
  const guard = runGuards(def.guard, req, user);
  if ('redirect' in guard) return res.redirect(302, guard.redirect);

  const params = pageParams(def, req, post?.params);
  const debug = req.query.debug === 'debug_on' && mayDebug(deps.config.isProduction, user);
  const mf = mfFromCookie(req.headers.cookie);
  const layout = def.layout ?? 'default';
  const anonymousPage = !post && def.cache !== 'never' && !user && !def.guard;
  const declaredQuery = onlyDeclaredQuery(req.originalUrl, def.query);
  if (anonymousPage && !declaredQuery) await takeFilteredPage(deps, req);
  const cacheable = anonymousPage && !debug && declaredQuery && inCanonicalForm(req.path, def.path, params);
  const cacheKey = pageCacheKey(mf, req.originalUrl, deps.now);
  const cached = cacheable && deps.cache.enabled;
  const version = cached ? await deps.dataVersion.current() : 0;
  if (cached) {
    const hit = deps.cache.lookup(cacheKey, version);
    if (hit !== null) return sendCached(req, res, hit);
  }

  const ctx: LoaderContext<unknown, unknown> = {
    db: deps.db,
    memo: deps.memo,
    config: deps.config,
    files: deps.files,
    log: req.log ?? deps.log,
    params,
    query: post?.url ? queryOf(post.url) : (req.query as Record<string, unknown>),
    path: post?.url ? new URL(post.url, 'http://x').pathname : req.path,
    url: post?.url ?? req.originalUrl,
    isBot: isbot(req.get('user-agent') ?? ''),
    debug,
    mf,
    user,
    ip: clientIp(req),
    form: post?.form,
    shown: post?.shown,
  };
  const stats: QueryStats = { count: 0, totalMs: 0 };
  const loadStarted = performance.now();
  const result = await queryStatsStorage.run(stats, () => def.load(ctx));
  const loaderMs = performance.now() - loadStarted;
  if ('redirect' in result) return res.redirect(result.status ?? 302, result.redirect);

  const status = result.status ?? post?.status ?? 200;
  res.setHeader('Cache-Control', user || !cacheable ? 'private, no-store' : 'public, max-age=60');
  if (cacheable) {
    res.setHeader('X-Page-Cache', 'miss');
    res.vary(NUMBERING_VARY);
  }
  layoutHeaders(res, layout);
  const html = await renderPage(res, deps.render, {
    streams: def.streams ?? false,
    page: def.page,
    props: result.props,
    head: result.head,
    status,
    layout,
    keepHtml: cached && status === 200 && result.cache !== false,
    state: {
      siteName: SITE_NAME,
      brand: deps.config.BRAND,
      path: ctx.path,
      user,
      mf,
      searchTerms: result.searchTerms ?? '',
      searchIsland: def.searchIsland ?? false,
      islands: new Set(),
    },
    trailer: debug ? () => debugComment(loaderMs, stats, startedAt) : undefined,
  });
  if (html !== null) deps.cache.set(cacheKey, version, html, layout, def.path, partitionOf(def, req.path, result.head.canonical));
}

/** Search pages and copies of a page kept under another address go to the cache's small partition (html-cache.ts). */
function partitionOf(def: RouteDef, path: string, canonical: string | undefined): CachePartition {
  if (def.cache === 'free-text') return 'other';
  return canonical === undefined || canonical.split('?')[0] === path ? 'canonical' : 'other';
}

/** Counts one filtered render against the address's budget: past it, 429 with Retry-After (docs/operations.md). */
async function takeFilteredPage(deps: PageRouterDeps, req: Request): Promise<void> {
  try {
    await deps.filteredPages?.hit(addressKey(clientIp(req)));
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
    throw new AppError(429, 'Too many filtered pages from your address: please wait a moment and try again.', { data: error.data });
  }
}

/** Express routes for every row of the route table. */
export function createPageRouter(routes: readonly RouteDef[], deps: PageRouterDeps): Router {
  checkRouteMiddleware(routes);
  const router = Router();
  for (const def of routes) {
    router.get(def.path, (req, res) => handle(def, deps, req, res));
    for (const action of def.actions ?? []) {
      router.post(action.path ?? def.path, formBody('100kb'), (req: Request, res: Response) => answerPost(def, action, deps, req, res, (answer) => handle(def, deps, req, res, answer)));
    }
  }
  return router;
}
