import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import cookieSession from 'cookie-session';
import express from 'express';
import { createAccounts, createApi, createApiTable, routerOf } from './api';
import { createPersonalForms } from './web/actions/personal/personal-forms';
import { createCatalogImageRouter } from './web/catalog-image-route';
import { sectionNumberingPost } from './web/actions/section-numbering';
import { signOutPost } from './web/actions/sign-out';
import { MEDIA_PATH } from './services/editorial/local-media';
import { createDownloadsRouter } from './web/downloads-route';
import { createDocumentVersionsRouter } from './web/document-versions-route';
import { createPreviewRouter } from './web/preview-route';
import { createPreviews, type Previews } from './services/previews';
import { createFileStore } from './services/storage';
import type { FileStore } from './services/storage/file-store';
import { createProjectDocuments, type ProjectDocuments } from './services/project-manual';
import { createProjectDocumentRouter } from './web/project-document-route';
import { createUploadChecks, type UploadChecks } from './services/uploads/checks';
import { createLogoRouter } from './web/logo-route';
import { mediaStatic } from './web/media-static';
import { createCertificateRouter } from './web/certificate-route';
import { createMcpRouter } from './mcp/router';
import { createApiDocsRouter } from './web/api-docs-route';
import { apiBudget } from './auth/api-key';
import { ClientBudget } from './auth/client-budgets';
import { RateLimiter } from './auth/rate-limit';
import { originCheck } from './auth/csrf';
import { attachUser } from './auth/current-user';
import type { Config } from './config';
import type { Db } from './db/types';
import type { BuildManifest } from './domain/build-check';
import { notFound } from './errors';
import { compressResponses } from './http/compress-responses';
import type { Logger } from './log';
import { formBody, jsonBody, refuseNulInQuery } from './request-input';
import { ASSET_PREFIX, loadManifest, publicDir, stylesheetTag } from './web/assets';
import { readBuildInfo } from './web/build-info';
import { buildManifestOf, createBuildManifestRouter } from './web/build-manifest-route';
import { accessLineWriter, accessLog } from './web/access-log';
import { createErrorHandler } from './web/error-handler';
import { isUrlTrap } from './web/guards';
import { HtmlCache } from './web/page-cache/html-cache';
import { DataVersion } from './db/data-version';
import { CatalogMemo } from './db/catalog-memo';
import { reportMissingBundles } from './web/island-bundles';
import { resolveLegacy } from './web/legacy';
import { createPageRouter } from './web/page-router';
import { serveCachedPages } from './web/page-cache/serve-cached';
import { cachedPageAnswerer } from './web/page-cache/answer-cached';
import { createProbesRouter } from './web/probes';
import type { RenderDeps } from './web/render';
import { ROUTES } from './web/routes';
import { routeReads } from './web/route-reads';
import { createRssRouter } from './web/rss';
import { securityHeaders } from './web/security-headers';
import { createSitemapRouter, SITEMAP_LIMIT } from './web/sitemap';
import { SITE_NAME } from './domain/site';
import { loadTemplates } from './web/templates';
import { memoMetrics } from './web/metrics/registry';
import { requestMetrics } from './web/metrics/request-metrics';
import { createMetricsRouter } from './web/metrics/route';
import { type InsightRecorder, recordInsightEvents } from './http/insight-events';

interface AppDeps {
  db: Db;
  config: Config;
  log: Logger;
  /** Project root (views/, static/, dist/public); the working directory by default. */
  root?: string;
  /** The build the app says it runs; read from dist/public/build-info.json by default (tests stand in another to act a deploy). */
  build?: BuildManifest;
  /** The clock of the page cache's daily keys (tests move it); the system clock by default. */
  now?: () => Date;
}

export interface App {
  app: express.Express;
  cache: HtmlCache;
  memo: CatalogMemo;
  /** Draws previews in worker threads; close it with the app. */
  previews: Previews;
  /** Where manufacturers' files and logos are kept (FILE_STORE). */
  files: FileStore;
  /** Writes project manuals and outlines in worker threads; close it with the app. */
  projectDocuments: ProjectDocuments;
  /** Checks uploaded files in worker threads; close it with the app. */
  uploadChecks: UploadChecks;
  /** Product views and comparisons waiting to be written for manufacturers' insights; flush it when closing. */
  insights: InsightRecorder;
}

export function createApp({ db, config, log, root = process.cwd(), now, build = buildManifestOf(readBuildInfo(publicDir(root))) }: AppDeps): App {
  const manifest = loadManifest(publicDir(root));
  if (!manifest.css) log.warn('dist/public/manifest.json is missing: run npm run build for styles and scripts');
  reportMissingBundles(manifest, log);
  const render: RenderDeps = {
    templates: loadTemplates(stylesheetTag(manifest), path.join(root, 'views')),
    manifest,
    build: { buildId: build.buildId, pollMs: config.BUILD_POLL_MS, redirectHosts: config.LINK_HOSTS },
    site: { siteName: SITE_NAME, publicUrl: config.PUBLIC_URL },
    log,
  };
  const cache = new HtmlCache({ entries: config.HTML_CACHE_ENTRIES, bytes: config.HTML_CACHE_BYTES });
  const dataVersion = new DataVersion(db);
  // Manufacturers' files and logos (FILE_STORE): created once, passed down like db. Previews stay this host's cache.
  const files = createFileStore(config, db);
  const previews = createPreviews({ dataDir: config.DATA_DIR, files, log, timeBudgetMs: config.PREVIEW_TIME_BUDGET_MS, workers: config.PREVIEW_WORKERS });
  const memo = new CatalogMemo(dataVersion, memoMetrics);
  const projectDocuments = createProjectDocuments(log);
  const uploadChecks = createUploadChecks({ log, timeBudgetMs: config.UPLOAD_CHECK_TIME_BUDGET_MS, workers: config.UPLOAD_CHECK_WORKERS });

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', config.TRUST_PROXY);
  app.set('query parser', 'simple');

  app.use(requestMetrics(app));
  app.use(accessLog(app, log));
  app.use(securityHeaders(config.PUBLIC_URL));
  app.use(compressResponses());
  app.use(refuseNulInQuery);
  // Before the page cache, so cached product pages count as views too; written in batches, never per page.
  const insights = recordInsightEvents(db, log);
  app.use(insights);
  // What the answer before Express (below) leaves of cached pages: conditional requests, and the first request
  // after the data version's second. It never holds probes or metrics (their paths are never kept).
  app.use(serveCachedPages({ cache, dataVersion, now }));
  app.use(createProbesRouter(db, log));
  // Never cached, no session: before the cookies.
  app.use(createMetricsRouter(db, config));
  // With a read replica: which server this request's reads may use (probes and metrics above read the primary).
  if (config.DATABASE_READ_URL) app.use(routeReads({ windowMs: config.DATABASE_READ_AFTER_WRITE_MS, secure: config.PUBLIC_URL.startsWith('https:') }));
  app.use(ASSET_PREFIX, express.static(path.join(publicDir(root), 'assets'), { immutable: true, maxAge: '1y', index: false }));
  // A bundle that is gone (older than the kept builds) is a short plain 404: the build check reloads the page.
  app.use(ASSET_PREFIX, (_req, res) => {
    res.status(404).setHeader('Cache-Control', 'no-store');
    res.type('text/plain').send('Not found');
  });
  app.use(createBuildManifestRouter(build));
  // Only named static paths: a root-level static middleware would stat the disk on every page request.
  app.use('/img', express.static(path.join(root, 'static', 'img'), { maxAge: '1h', index: false }));
  // Site-local media under DATA_DIR/media (podcast audio, product videos); pages link only files that exist. No SVG or
  // other markup: uploaded logos are answered by /logos/{coid} under the image CSP.
  app.use(MEDIA_PATH, mediaStatic(config.DATA_DIR));
  app.get('/favicon.svg', (_req, res) => {
    res.sendFile(path.join(root, 'static', 'favicon.svg'), { maxAge: '1d' });
  });
  // Catalog page images need no session: answered before the session and user lookup.
  app.use(createCatalogImageRouter(db));
  app.use(createPreviewRouter({ db, previews }));
  app.use(createLogoRouter({ db, files }));
  // MCP clients are not browsers: /mcp is answered before the session cookie and the CSRF origin check.
  app.use(createMcpRouter({ db, config, log }));
  app.use(createApiDocsRouter(root));
  app.use(
    cookieSession({
      name: 'session',
      secret: config.SESSION_SECRET,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.PUBLIC_URL.startsWith('https:'),
    }),
  );

  app.use(attachUser(db));
  app.use(originCheck(config.PUBLIC_URL));

  const accounts = createAccounts({ db, config, log });
  const apiTable = createApiTable({ db, config, log, memo, uploads: { store: files, checks: uploadChecks, previews, dataDir: config.DATA_DIR } }, accounts);
  // Tests check every JSON answer against its row's output schema; production does not pay for it.
  const checkOutputs = config.NODE_ENV === 'test';
  // Reads: an API key's own budget, or the anonymous one per address (API_RATE_LIMIT); writes by callers not signed
  // in: API_ANONYMOUS_WRITE_LIMIT per address. Both are counted (in the shared attempt counters) before the body is read.
  const anonymousWrites = config.API_ANONYMOUS_WRITE_LIMIT > 0 ? new RateLimiter(db, 'api:anonymousWrites', config.API_ANONYMOUS_WRITE_LIMIT, 60_000) : null;
  app.use('/api', apiBudget(db, new ClientBudget(db, 'api', config.API_RATE_LIMIT), anonymousWrites), createApi(apiTable, checkOutputs));
  app.use('/auth', jsonBody('20kb'), formBody('20kb'), routerOf(apiTable, '/auth', { checkOutputs }));
  app.use(createSitemapRouter(db, ROUTES, config.PUBLIC_URL, SITEMAP_LIMIT, { brand: config.BRAND }, memo));
  app.use(createRssRouter(db, ROUTES, config.PUBLIC_URL, memo));

  // Url traps answer 404 before anything else; old site paths redirect to the new ones.
  app.use((req, _res, next) => {
    if (isUrlTrap(req.originalUrl)) throw notFound(`Page not found: ${req.path}`);
    next();
  });
  app.use((req, res, next) => {
    const target = req.method === 'GET' || req.method === 'HEAD' ? resolveLegacy(req.path) : null;
    if (target) res.redirect(301, target);
    else next();
  });
  // Form posts that only redirect, and the two company forms still on the old re-render; the pages' own form
  // posts are their route rows' actions, answered by the page router.
  app.use(
    formBody('100kb'),
    signOutPost(db, config.PUBLIC_URL.startsWith('https:')),
    sectionNumberingPost(config.PUBLIC_URL.startsWith('https:')),
    createPersonalForms({ db, log }),
    routerOf(apiTable, '/', { checkOutputs }),
  );
  app.use(createDownloadsRouter({ db, log, files, publicUrl: config.PUBLIC_URL }));
  app.use(createDocumentVersionsRouter({ db, store: files, log }));
  app.use(createCertificateRouter({ db, publicUrl: config.PUBLIC_URL }));
  app.use(createProjectDocumentRouter({ db, documents: projectDocuments }));
  const filteredPages = config.FILTERED_PAGE_RATE_LIMIT > 0 ? new RateLimiter(db, 'page:filtered', config.FILTERED_PAGE_RATE_LIMIT, 60_000) : null;
  app.use(createPageRouter(ROUTES, { db, config, files, log, render, cache, dataVersion, memo, now, filteredPages, uploads: { store: files, checks: uploadChecks, dataDir: config.DATA_DIR } }));
  app.use((req) => {
    throw notFound(`Page Not Found: ${req.path}`);
  });
  app.use(createErrorHandler(render));
  answerCachedPagesFirst(app, cachedPageAnswerer({ cache, dataVersion, now, https: config.PUBLIC_URL.startsWith('https:'), accessLine: accessLineWriter(log), insights }));
  return { app, cache, memo, previews, files, projectDocuments, uploadChecks, insights };
}

/**
 * Every request reaches the app through `app.handle` (the app is `(req, res) => app.handle(req, res)`, whoever
 * listens: the server, a test's supertest). A cached anonymous page is answered there, before Express sets its
 * prototypes and walks its routers: issue 25's profile found those most of a hit's time.
 */
function answerCachedPagesFirst(app: express.Express, answer: (req: IncomingMessage, res: ServerResponse) => boolean): void {
  const expressApp = app as unknown as { handle(req: IncomingMessage, res: ServerResponse, next?: unknown): void };
  const handle = expressApp.handle.bind(app);
  expressApp.handle = (req, res, next) => {
    if (!answer(req, res)) handle(req, res, next);
  };
}
