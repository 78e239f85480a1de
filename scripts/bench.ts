// npm run bench: load benchmark on the 100k-product catalog. Starts the built server (cached and
// uncached) and a bare Express server returning a same-size string as the ceiling, measures each page
// with autocannon at 50 connections, and writes docs/performance.md.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { z } from 'zod';
import { connect } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { sql } from '../src/db/sql';
import { companyPath } from '../src/domain/company-id';
import { rebuildSearchIndex } from '../src/services/search-index';
import { buildClient, buildServer } from './build';
import { islandBytes, SEARCH_PAGE_BUDGET, WIZARD_PAGE_BUDGET } from './island-bytes';
import { isCatalogEmpty, seedCatalog } from './seed/index';
import { waitUntilUp } from './wait-until-up';

const args = z
  .object({ products: z.coerce.number().int().min(100).default(100_000), seconds: z.coerce.number().int().min(2).max(60).default(10) })
  .parse(Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('='))));
const DATA_DIR = path.resolve('data', `bench-${args.products}`);
const CONNECTIONS = 50;

async function prepareCatalog(): Promise<{ company: string; search: string; contentType: string }> {
  const db = await connect({ dataDir: DATA_DIR });
  await migrate(db);
  if (await isCatalogEmpty(db)) {
    console.log(`seeding ${args.products} products into ${DATA_DIR} (once)…`);
    const s = await seedCatalog(db, { products: args.products, demoAccounts: true, log: (l) => console.log(l) });
    console.log(`seeded in ${(s.ms / 1000).toFixed(1)} s`);
  } else if (!(await db.maybeOne(sql`SELECT 1 FROM search_top LIMIT 1`))) {
    console.log('building the search summaries of an older catalog…');
    await rebuildSearchIndex(db);
  } else {
    // A catalog seeded by an older version: settle it as a fresh seed would (statistics, visibility map).
    await db.exec('VACUUM ANALYZE');
  }
  const c = await db.one<{ name: string; coid: number }>(sql`
    SELECT c.name, c.coid FROM companies c JOIN content_items ci ON ci.coid = c.coid
    GROUP BY c.coid ORDER BY count(*) DESC LIMIT 1`);
  const w = await db.one<{ word: string }>(sql`SELECT word FROM search_words ORDER BY ndoc DESC OFFSET 5 LIMIT 1`);
  await db.close();
  return { company: companyPath(c.name, c.coid), search: `/search/${w.word}`, contentType: '/content-type/cad/08' };
}

function startProcess(file: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [file], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

interface Measure {
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
}

async function measure(url: string, connections = CONNECTIONS): Promise<Measure> {
  const r = await autocannon({ url, connections, duration: args.seconds });
  return { rps: r.requests.average, p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function jsBytes(base: string, pagePath: string): Promise<number> {
  const html = await (await fetch(base + pagePath)).text();
  let total = 0;
  for (const m of html.matchAll(/<script type="module" src="([^"]+)"/g)) total += (await (await fetch(base + m[1])).arrayBuffer()).byteLength;
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) total += (await (await fetch(base + m[1])).arrayBuffer()).byteLength;
  return total;
}

async function main(): Promise<void> {
  const pages = await prepareCatalog();
  await buildServer();
  await buildClient();
  const urls: Record<string, string> = { home: '/', company: pages.company, search: pages.search, 'content type': pages.contentType };
  // One process, whatever the environment says: the numbers below are per process. API_RATE_LIMIT=0: the load
  // comes from one address and would otherwise measure the anonymous limit.
  const serverEnv = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
    DATA_DIR,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    WEB_CONCURRENCY: '1',
    API_RATE_LIMIT: '0',
  };

  const rows: string[] = [];
  const results: Record<string, PageResult> = {};
  let apiSearch: Measure | null = null;
  let apiSearchAlone: Measure | null = null;
  let rss = 0;
  for (const mode of ['cached', 'uncached'] as const) {
    const port = mode === 'cached' ? 3101 : 3102;
    const server = startProcess('dist/server.js', { ...serverEnv, PORT: String(port), HTML_CACHE_ENTRIES: mode === 'cached' ? '2000' : '0' });
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitUntilUp(`${base}/healthz`);
      for (const [name, p] of Object.entries(urls)) {
        const html = await (await fetch(base + p)).text();
        results[name] ??= { cached: null!, uncached: null!, size: Buffer.byteLength(html), js: await jsBytes(base, p) };
        results[name][mode] = await measure(base + p);
        console.log(`${mode} ${name}: ${results[name][mode].rps.toFixed(0)} req/s`);
      }
      if (mode === 'uncached') {
        apiSearch = await measure(`${base}/api${pages.search}`);
        apiSearchAlone = await measure(`${base}/api${pages.search}`, 1);
        rss = rssMb(server.pid!);
      }
    } finally {
      server.kill('SIGTERM');
    }
  }

  // The ceiling: bare Express answering a fixed string of the home page's size, in the same run.
  const ceilingSize = results.home.size;
  const ceiling = startProcess('scripts/bench-ceiling.mjs', { NODE_ENV: 'production', PORT: '3103', SIZE: String(ceilingSize) });
  let bare: Measure;
  try {
    await waitUntilUp('http://127.0.0.1:3103/');
    bare = await measure('http://127.0.0.1:3103/');
  } finally {
    ceiling.kill('SIGTERM');
  }

  for (const [name, r] of Object.entries(results)) {
    rows.push(
      `| ${name} (\`${urls[name]}\`) | ${(r.size / 1024).toFixed(1)} KB | ${r.cached.rps.toFixed(0)} | ${(r.cached.rps / bare.rps).toFixed(2)} | ${r.cached.p50} / ${r.cached.p99} | ${r.uncached.rps.toFixed(0)} | ${(r.uncached.rps / bare.rps).toFixed(2)} | ${r.uncached.p50} / ${r.uncached.p99} | ${r.js} |`,
    );
  }
  const scriptBytes = Object.entries(await islandBytes()).filter(([key]) => key.startsWith('page '));
  const doc = `# Performance

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores, Node ${process.version},
catalog of ${args.products.toLocaleString('en-US')} products on embedded PGlite (worker thread), autocannon with
${CONNECTIONS} connections for ${args.seconds} s per row. Cached = anonymous HTML cache on; uncached = \`HTML_CACHE_ENTRIES=0\`.
Ratios are to the bare-Express ceiling of the same run: **${bare.rps.toFixed(0)} req/s** for a fixed ${(ceilingSize / 1024).toFixed(1)} KB string (p50 ${bare.p50} ms).

| page | HTML | cached req/s | ratio | p50 / p99 ms | uncached req/s | ratio | p50 / p99 ms | JS bytes |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Search API (\`/api${pages.search}\`, uncached): one connection at a time p50 ${apiSearchAlone!.p50} ms, p97.5 ${apiSearchAlone!.p97_5} ms, p99 ${apiSearchAlone!.p99} ms
(${apiSearchAlone!.rps.toFixed(0)} req/s); at ${CONNECTIONS} connections ${apiSearch!.rps.toFixed(0)} req/s, p50 ${apiSearch!.p50} ms, p99 ${apiSearch!.p99} ms (queueing behind
the one embedded database connection). autocannon reports no p95; p97.5 is the nearest above it.

JavaScript per page type, gzip (\`scripts/island-bytes.ts\`; budgets: ${SEARCH_PAGE_BUDGET.toLocaleString('en-US')} bytes with the search box, ${WIZARD_PAGE_BUDGET.toLocaleString('en-US')} on the spec wizard):
${scriptBytes.map(([key, bytes]) => `${key.slice('page '.length)} ${bytes.toLocaleString('en-US')}`).join('; ')}.

Server RSS after the uncached run: ${rss.toFixed(0)} MB. Errors or non-2xx responses: ${Object.values(results).reduce((a, r) => a + r.cached.errors + r.uncached.errors, 0)}.

Targets (from the foundation issue): cached anonymous pages ≥ 0.50 of the ceiling; uncached ≥ 0.30;
search API p95 < 15 ms; 0 bytes of JS on pages without islands (company, content type); RSS < 400 MB.

${targetLines(results, bare.rps, apiSearchAlone!.p97_5, rss).join('\n')}
`;
  writeFileSync(PERFORMANCE_DOC, `${doc}${keptNotes()}`);
  console.log(doc);
}

const PERFORMANCE_DOC = 'docs/performance.md';
/** Hand-written analysis below this heading survives a re-run; everything above it is generated. */
const NOTES_HEADING = '## What changed the numbers';

function keptNotes(): string {
  const previous = existsSync(PERFORMANCE_DOC) ? readFileSync(PERFORMANCE_DOC, 'utf8') : '';
  const at = previous.indexOf(NOTES_HEADING);
  return at < 0 ? '' : `\n${previous.slice(at)}`;
}

interface PageResult {
  cached: Measure;
  uncached: Measure;
  size: number;
  js: number;
}

/** Each target of the foundation issue, met or missed in this run. */
function targetLines(results: Record<string, PageResult>, ceilingRps: number, searchP97: number, rssMb: number): string[] {
  const pages = Object.entries(results);
  const lowest = (pick: (r: PageResult) => number) => Math.min(...pages.map(([, r]) => pick(r) / ceilingRps));
  const noJsPages = ['company', 'content type'];
  const verdicts: [boolean, string][] = [
    [lowest((r) => r.cached.rps) >= 0.5, `cached pages ≥ 0.50 of the ceiling (lowest ${lowest((r) => r.cached.rps).toFixed(2)})`],
    [lowest((r) => r.uncached.rps) >= 0.3, `uncached pages ≥ 0.30 of the ceiling (lowest ${lowest((r) => r.uncached.rps).toFixed(2)})`],
    [searchP97 < 15, `search API p95 < 15 ms (p97.5 ${searchP97} ms)`],
    [noJsPages.every((name) => results[name]?.js === 0), 'no JavaScript on pages without islands'],
    [rssMb < 400, `RSS < 400 MB (${rssMb.toFixed(0)} MB)`],
  ];
  return verdicts.map(([met, text]) => `- ${met ? 'Met' : '**Missed**'}: ${text}.`);
}

await main();
