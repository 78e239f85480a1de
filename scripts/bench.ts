// npm run bench: load benchmark (scripts/bench/*). Measures every uncached page type on the embedded database and,
// with BENCH_DATABASE_URL, on PostgreSQL with one and two workers; a crawl of sitemap URLs; /sitemap.xml and the
// other pages while it is read; memory per process; JavaScript per page. Writes the table to docs/performance.md.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '../src/db/connect';
import { buildClient, buildServer } from './build';
import type { CatalogPlace, PagePaths } from './bench/catalog';
import { embeddedPlace, prepareCatalog } from './bench/catalog';
import type { Latency, Measure } from './bench/load';
import { crawl, jsGzipBytes, measure, serialLatency, sitemapPaths } from './bench/load';
import { CONNECTIONS, CRAWL_CONNECTIONS, CRAWL_URLS, options } from './bench/options';
import { relevanceSection } from './bench/relevance';
import { renderLimitsInChild } from './bench/render-limit';
import type { BenchResult, SitemapRun, UncachedRun } from './bench/report';
import { renderReport, writeReport } from './bench/report';
import { servingRssMb, startProcess, startServer, waitFor } from './bench/servers';

const seconds = options.seconds;
/** Crawlers ask for compressed sitemaps (and get the gzip bytes built with the document). */
const AS_CRAWLER = { 'accept-encoding': 'gzip' };
let nextPort = 3101;
/** Requests in a one-connection latency row. */
const SERIAL_REQUESTS = 200;

async function measurePages(base: string, paths: Record<string, string>): Promise<Record<string, Measure>> {
  const pages: Record<string, Measure> = {};
  for (const [name, path] of Object.entries(paths)) {
    // One request first, alone: it builds the page's per-version facts and waits out the previous row's backlog.
    await fetch(base + path);
    pages[name] = await measure(base + path, CONNECTIONS, seconds);
    console.log(`  ${name}: ${pages[name].rps.toFixed(0)} req/s, p99 ${pages[name].p99} ms`);
  }
  return pages;
}

/** Every page type uncached, then a crawl of sitemap URLs, on one database and worker count. */
async function uncachedRun(label: string, place: CatalogPlace, workers: number, paths: PagePaths): Promise<UncachedRun> {
  console.log(`uncached: ${label}`);
  const server = await startServer({ port: nextPort++, place, cached: false, workers });
  try {
    const pages = await measurePages(server.base, paths);
    const rssMb = servingRssMb(server);
    const crawled = await crawl(server.base, await sitemapPaths(server.base, CRAWL_URLS), CRAWL_CONNECTIONS);
    console.log(`  crawl: ${crawled.rps.toFixed(0)} URLs/s, p99 ${crawled.p99} ms, ${crawled.errors} errors`);
    return { label, pages, crawl: crawled, rssMb };
  } finally {
    await server.stop();
  }
}

/** The page sizes, JavaScript and cached rows (embedded), each next to bare Express sending the same bytes. */
async function cachedAndSitemap(place: CatalogPlace, paths: PagePaths) {
  const sizes: Record<string, number> = {};
  const jsGzip: Record<string, number> = {};
  const cached: Record<string, Measure> = {};
  const bare: Record<string, Measure> = {};
  const bodies = mkdtempSync(path.join(os.tmpdir(), 'bench-bodies-'));
  console.log('cached: embedded, each page then bare Express with the same bytes');
  const server = await startServer({ port: nextPort++, place, cached: true, workers: 1, accessLog: true });
  const names = Object.keys(paths) as (keyof PagePaths)[];
  /** Pages the cache keeps (filtered pages never are): those get a row next to bare Express. */
  const kept = new Set<keyof PagePaths>();
  try {
    for (const [i, name] of names.entries()) {
      const body = Buffer.from(await (await fetch(server.base + paths[name])).arrayBuffer());
      sizes[name] = body.byteLength;
      writeFileSync(path.join(bodies, `${i}.html`), body);
      jsGzip[name] = await jsGzipBytes(server.base, paths[name]);
      if ((await fetch(server.base + paths[name])).headers.get('x-page-cache') === 'hit') kept.add(name);
    }
    const port = nextPort++;
    const ceilingServer = startProcess('scripts/bench-ceiling.mjs', { NODE_ENV: 'production', PORT: String(port), BODY_DIR: bodies });
    try {
      await waitFor(`http://127.0.0.1:${port}/`);
      // A and B alternate page by page, so a change in the machine's load touches both sides of a row alike.
      for (const [i, name] of names.entries()) {
        Object.assign(cached, await measurePages(server.base, { [name]: paths[name] }));
        if (!kept.has(name)) continue;
        bare[name] = await measure(`http://127.0.0.1:${port}/${i}`, CONNECTIONS, seconds);
        console.log(`  bare Express, same bytes: ${bare[name].rps.toFixed(0)} req/s (ours ${(cached[name].rps / bare[name].rps).toFixed(2)})`);
      }
    } finally {
      ceilingServer.kill('SIGTERM');
    }
  } finally {
    await server.stop();
    rmSync(bodies, { recursive: true, force: true });
  }
  // Uncached pages, so the home page's own work competes with the sitemap's.
  const uncached = await startServer({ port: nextPort++, place, cached: false, workers: 1 });
  let sitemap: SitemapRun;
  const searchAlone: Record<string, Latency> = {};
  try {
    for (const name of ['search', 'search with facets', 'search with property facets'] as const) {
      await fetch(uncached.base + paths[name]);
      searchAlone[name] = await serialLatency(uncached.base + paths[name], SERIAL_REQUESTS);
      console.log(`${name} alone: p50 ${searchAlone[name].p50} ms, p95 ${searchAlone[name].p95} ms`);
    }
    const home = uncached.base + paths.home;
    const homeAlone = await measure(home, 10, seconds);
    const [sitemapMeasure, homeDuringSitemap] = await Promise.all([measure(`${uncached.base}/sitemap.xml`, 10, seconds, AS_CRAWLER), measure(home, 10, seconds)]);
    sitemap = { sitemap: sitemapMeasure, homeAlone, homeDuringSitemap };
    console.log(`sitemap: ${sitemapMeasure.rps.toFixed(0)} req/s; home p99 ${homeAlone.p99} → ${homeDuringSitemap.p99} ms`);
  } finally {
    await uncached.stop();
  }
  return { sizes, jsGzip, cached, bare, sitemap, searchAlone };
}

/** Bare Express answering a fixed string of the home page's size: the ceiling every ratio is to. */
async function ceiling(size: number): Promise<Measure> {
  const port = nextPort++;
  const child = startProcess('scripts/bench-ceiling.mjs', { NODE_ENV: 'production', PORT: String(port), SIZE: String(size) });
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    return await measure(`http://127.0.0.1:${port}/`, CONNECTIONS, seconds);
  } finally {
    child.kill('SIGTERM');
  }
}

async function main(): Promise<void> {
  const embedded = embeddedPlace(options.products);
  const paths = await prepareCatalog(embedded, options.products);
  const pgPlace: CatalogPlace | null = options.databaseUrl ? { dataDir: embedded.dataDir, databaseUrl: options.databaseUrl } : null;
  const pgPaths = pgPlace ? await prepareCatalog(pgPlace, options.products) : null;
  await buildServer();
  await buildClient();

  const shared = await cachedAndSitemap(embedded, paths);
  const runs: UncachedRun[] = [await uncachedRun('embedded', embedded, 1, paths)];
  if (pgPlace && pgPaths) {
    runs.push(await uncachedRun('PostgreSQL, 1 worker', pgPlace, 1, pgPaths));
    runs.push(await uncachedRun('PostgreSQL, 2 workers', pgPlace, 2, pgPaths));
  }
  const bare = await ceiling(shared.sizes.home);
  console.log('render limits: each page rendered in-process from its captured props');
  const rendered = await renderLimitsInChild(pgPlace ?? embedded, pgPaths ?? paths);

  const db = await connect(embedded);
  let relevance: string;
  try {
    relevance = await relevanceSection(db);
  } finally {
    await db.close();
  }
  const result: BenchResult = {
    date: new Date().toISOString().slice(0, 10),
    cores: os.cpus().length,
    node: process.version,
    products: options.products,
    seconds,
    connections: CONNECTIONS,
    ceiling: bare,
    ceilingSize: shared.sizes.home,
    paths,
    ...shared,
    renderLimits: rendered,
    renderLimitPlace: pgPlace ? 'PostgreSQL' : 'embedded',
    runs,
    relevance,
  };
  const markdown = renderReport(result);
  writeReport(markdown);
  console.log(markdown);
}

await main();
