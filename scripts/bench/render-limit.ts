// The render limit of a page type: the page rendered in this process from the same props, again and again, with
// nothing else in the way (no HTTP, no database). The loader runs once to capture the props; React's render of
// the page into its layout template is then timed alone. An uncached page's throughput divided by this limit says
// how much of its cost is ours (loader, queries, HTTP) and how much is React's.
// Run as its own process (renderLimitsInChild) so React loads its production build, as the server does.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';
import http from 'node:http';
import { Writable } from 'node:stream';
import express from 'express';
import type { Response } from 'express';
import { loadConfig } from '../../src/config';
import { CatalogMemo } from '../../src/db/catalog-memo';
import { connect } from '../../src/db/connect';
import { DataVersion } from '../../src/db/data-version';
import { SITE_NAME } from '../../src/domain/site';
import { createFileStore } from '../../src/services/storage';
import { createLogger } from '../../src/log';
import { loadManifest, publicDir, stylesheetTag } from '../../src/web/assets';
import { memoMetrics } from '../../src/web/metrics/registry';
import type { LoaderContext, RouteDef } from '../../src/web/page-types';
import type { RenderDeps } from '../../src/web/render';
import { renderPage } from '../../src/web/render';
import { ROUTES } from '../../src/web/routes';
import { loadTemplates } from '../../src/web/templates';
import type { CatalogPlace } from './catalog';

export interface RenderLimit {
  /** Renders per second of one core: 1000 / mean render time. */
  rps: number;
  meanMs: number;
  bytes: number;
}

interface Matched {
  def: RouteDef;
  params: Record<string, string>;
  query: Record<string, unknown>;
}

/** Which route row answers each path, with its params: Express's own matching, in a throwaway in-process app. */
async function matchRoutes(paths: readonly string[]): Promise<Map<string, Matched>> {
  const app = express();
  app.set('query parser', 'simple');
  let last: Matched | null = null;
  for (const def of ROUTES) {
    app.get(def.path, (req, res) => {
      last = { def, params: { ...(req.params as Record<string, string>) }, query: { ...(req.query as Record<string, unknown>) } };
      res.end();
    });
  }
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  const matched = new Map<string, Matched>();
  try {
    for (const path of paths) {
      last = null;
      await (await fetch(`http://127.0.0.1:${port}${path}`)).arrayBuffer();
      if (last) matched.set(path, last);
    }
  } finally {
    server.close();
  }
  return matched;
}

/** A response that keeps nothing: what streamPage writes to, with the calls it makes. */
function sink(): Response {
  const out = new Writable({ write: (_chunk, _enc, done) => done() }) as unknown as Response & Record<string, unknown>;
  out.setHeader = () => out;
  out.status = () => out;
  out.statusCode = 200;
  return out;
}

const now = () => performance.now();

/** Each path's render limit, on the catalog at `place` (the built client's manifest for script tags). */
async function renderLimits(place: CatalogPlace, paths: Record<string, string>, rounds = 200): Promise<Record<string, RenderLimit>> {
  const config = loadConfig({ ...process.env, DATA_DIR: place.dataDir, DATABASE_URL: place.databaseUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', SEED_DEMO_ACCOUNTS: 'true', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret' });
  const log = createLogger('warn');
  const db = await connect(place);
  const manifest = loadManifest(publicDir());
  const render: RenderDeps = {
    templates: loadTemplates(stylesheetTag(manifest)),
    manifest,
    build: { buildId: 'bench', pollMs: config.BUILD_POLL_MS, redirectHosts: config.LINK_HOSTS },
    site: { siteName: SITE_NAME, publicUrl: config.PUBLIC_URL },
    log,
  };
  const memo = new CatalogMemo(new DataVersion(db), memoMetrics);
  const files = createFileStore(config, db);
  const matched = await matchRoutes(Object.values(paths));
  const limits: Record<string, RenderLimit> = {};
  try {
    for (const [name, path] of Object.entries(paths)) {
      const m = matched.get(path);
      if (!m) continue;
      const params = m.def.params ? m.def.params.parse(m.params) : m.params;
      const ctx: LoaderContext<unknown, unknown> = {
        db, memo, files, config, log, params, query: m.query, path: path.split('?')[0], url: path,
        isBot: false, debug: false, mf: '04', user: null, ip: '127.0.0.1',
      };
      const result = await m.def.load(ctx).catch((error: unknown) => {
        console.error(`  render limit ${name}: ${path} did not load (${String(error)})`);
        return null;
      });
      if (!result || 'redirect' in result) continue;
      const once = () =>
        renderPage(sink(), render, {
          streams: m.def.streams ?? false, page: m.def.page, props: result.props, head: result.head, status: 200, layout: m.def.layout ?? 'default', keepHtml: true,
          state: { siteName: SITE_NAME, brand: config.BRAND, path: ctx.path, user: null, mf: '04', searchTerms: result.searchTerms ?? '', searchIsland: m.def.searchIsland ?? false, islands: new Set() },
        });
      const html = (await once()) ?? '';
      for (let i = 0; i < 20; i++) await once();
      const started = now();
      for (let i = 0; i < rounds; i++) await once();
      const meanMs = (now() - started) / rounds;
      limits[name] = { rps: 1000 / meanMs, meanMs, bytes: Buffer.byteLength(html) };
      console.error(`  render limit ${name}: ${limits[name].rps.toFixed(0)} renders/s (${meanMs.toFixed(2)} ms)`);
    }
  } finally {
    await db.close();
  }
  return limits;
}

/** renderLimits in a child process with NODE_ENV=production (React picks its build when first imported). */
export async function renderLimitsInChild(place: CatalogPlace, paths: Record<string, string>): Promise<Record<string, RenderLimit>> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, NODE_ENV: 'production', RENDER_LIMIT_JOB: JSON.stringify({ place, paths }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`render limits: the child process exited with ${code}`);
  const last = out.trim().split('\n').pop() ?? '{}';
  return JSON.parse(last) as Record<string, RenderLimit>;
}

if (process.env.RENDER_LIMIT_JOB && process.argv[1] === fileURLToPath(import.meta.url)) {
  const job = JSON.parse(process.env.RENDER_LIMIT_JOB) as { place: CatalogPlace; paths: Record<string, string> };
  const limits = await renderLimits(job.place, job.paths);
  process.stdout.write(`${JSON.stringify(limits)}\n`);
}
