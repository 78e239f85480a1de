import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { COSTLIEST } from './catalog';
import type { CrawlResult, Latency, Measure } from './load';
import type { RenderLimit } from './render-limit';

const PERFORMANCE_DOC = 'docs/performance.md';
/** The generated part of the run before is kept under this heading, so every report shows two runs. */
const PREVIOUS_HEADING = '## The run before';
/** Issue 25: a cached anonymous page at this share of bare Express sending the same bytes, or better. */
const CACHED_TARGET = 0.9;
/** Issue 25: these uncached page types at this share of their render limit, on PostgreSQL with one worker. */
const RENDER_SHARE_TARGET = 0.5;
const RENDER_SHARE_PAGES = ['home', 'search', 'company', 'product', 'content type', 'specification'];
/** Hand-written analysis below this heading survives a re-run; everything above it is generated. */
const NOTES_HEADING = '## What changed the numbers';

/** The uncached measures of one database and worker count, per page type. */
export interface UncachedRun {
  label: string;
  pages: Record<string, Measure>;
  crawl: CrawlResult | null;
  /** Resident memory of each serving process after the page rows, MB. */
  rssMb: number[];
}

export interface SitemapRun {
  sitemap: Measure;
  /** The home page alone, and while a crawler reads /sitemap.xml. */
  homeAlone: Measure;
  homeDuringSitemap: Measure;
}

export interface BenchResult {
  date: string;
  cores: number;
  node: string;
  products: number;
  seconds: number;
  connections: number;
  ceiling: Measure;
  ceilingSize: number;
  paths: Record<string, string>;
  sizes: Record<string, number>;
  jsGzip: Record<string, number>;
  cached: Record<string, Measure>;
  /** Bare Express sending the bytes each cached page sends, measured right after it. */
  bare: Record<string, Measure>;
  /** Each page rendered in-process from its captured props (scripts/bench/render-limit.ts). */
  renderLimits: Record<string, RenderLimit>;
  /** The catalog the render limits were taken on, and whose one-worker run the shares are of. */
  renderLimitPlace: 'PostgreSQL' | 'embedded';
  runs: UncachedRun[];
  sitemap: SitemapRun;
  /** The search page with and without facets, one request at a time, uncached, embedded. */
  searchAlone: Record<string, Latency>;
  relevance: string;
}

const ratio = (m: Measure, ceiling: Measure) => (m.rps / ceiling.rps).toFixed(2);
const cell = (m: Measure | undefined, ceiling: Measure) => (m ? `${m.rps.toFixed(0)} (${ratio(m, ceiling)}) · ${m.p99}` : '—');

function verdict(met: boolean, text: string): string {
  return `- ${met ? 'Met' : '**Missed**'}: ${text}.`;
}

/** The issue 13 targets, each met or missed in this run (those a run without PostgreSQL cannot judge are said so). */
function targets(r: BenchResult): string[] {
  const lowest = (run: UncachedRun | undefined) => (run ? Math.min(...Object.values(run.pages).map((m) => m.rps / r.ceiling.rps)) : NaN);
  const worstP99 = (run: UncachedRun | undefined) => (run ? Math.max(...Object.values(run.pages).map((m) => m.p99)) : NaN);
  const embedded = r.runs.find((run) => run.label.startsWith('embedded'));
  const pg1 = r.runs.find((run) => run.label === 'PostgreSQL, 1 worker');
  const pg2 = r.runs.find((run) => run.label === 'PostgreSQL, 2 workers');
  const lines = [
    verdict(lowest(embedded) >= 0.15, `embedded: every uncached page ≥ 0.15 of the ceiling (lowest ${lowest(embedded).toFixed(2)})`),
    verdict(worstP99(embedded) <= 150, `embedded: p99 ≤ 150 ms at ${r.connections} connections (worst ${worstP99(embedded)} ms)`),
  ];
  if (pg2) {
    lines.push(verdict(lowest(pg2) >= 0.25, `PostgreSQL, 2 workers: every uncached page ≥ 0.25 of the ceiling (lowest ${lowest(pg2).toFixed(2)})`));
    lines.push(verdict(worstP99(pg2) <= 150, `PostgreSQL, 2 workers: p99 ≤ 150 ms (worst ${worstP99(pg2)} ms)`));
  } else lines.push('- Not measured: PostgreSQL targets (set BENCH_DATABASE_URL).');
  if (pg1 && pg2) {
    const sum = (run: UncachedRun) => Object.values(run.pages).reduce((a, m) => a + m.rps, 0);
    const gain = sum(pg2) / sum(pg1);
    lines.push(verdict(gain >= 1.5, `2 workers vs 1 on PostgreSQL ≥ 1.5× (summed over page types: ${gain.toFixed(2)}×, load generator on the same cores)`));
  }
  for (const run of r.runs.filter((x) => x.crawl)) {
    const c = run.crawl!;
    lines.push(verdict(c.errors === 0 && c.p99 <= 250, `${run.label}: crawl with 0 errors and p99 ≤ 250 ms (${c.errors} errors, p99 ${c.p99} ms, ${c.rps.toFixed(0)} URLs/s)`));
  }
  lines.push(verdict(r.sitemap.sitemap.rps >= 1000, `/sitemap.xml ≥ 1,000 req/s (${r.sitemap.sitemap.rps.toFixed(0)})`));
  const faceted = r.searchAlone['search with facets'];
  if (faceted) {
    lines.push(verdict(faceted.p95 <= 25, `embedded: the search page with facets p95 ≤ 25 ms (issue 14; the whole page at one connection, so its queries take less: p95 ${faceted.p95} ms)`));
  }
  const cachedShares = Object.keys(r.bare).map((name) => [name, r.cached[name].rps / r.bare[name].rps] as const);
  const lowestCached = cachedShares.reduce((a, b) => (b[1] < a[1] ? b : a), ['', Infinity] as const);
  lines.push(verdict(lowestCached[1] >= CACHED_TARGET, `cached pages ≥ ${CACHED_TARGET} of bare Express sending the same bytes (lowest ${lowestCached[0]} ${lowestCached[1].toFixed(2)})`));
  const shareRun = renderShareRun(r);
  if (shareRun) {
    const shares = RENDER_SHARE_PAGES.filter((name) => r.renderLimits[name] && shareRun.pages[name]).map((name) => [name, shareRun.pages[name].rps / r.renderLimits[name].rps] as const);
    const lowestShare = shares.reduce((a, b) => (b[1] < a[1] ? b : a), ['', Infinity] as const);
    lines.push(verdict(lowestShare[1] >= RENDER_SHARE_TARGET, `${shareRun.label}: ${RENDER_SHARE_PAGES.join(', ')} ≥ ${RENDER_SHARE_TARGET} of their render limit (lowest ${lowestShare[0]} ${lowestShare[1].toFixed(2)})`));
  }
  const maxRss = embedded ? Math.max(...embedded.rssMb) : NaN;
  lines.push(verdict(maxRss < 400, `embedded: resident memory per process under load < 400 MB (${maxRss.toFixed(0)} MB)`));
  return lines;
}

/** The one-worker run the render limits compare with: PostgreSQL's when measured, else the embedded one. */
function renderShareRun(r: BenchResult): UncachedRun | undefined {
  return r.runs.find((run) => (r.renderLimitPlace === 'PostgreSQL' ? run.label === 'PostgreSQL, 1 worker' : run.label.startsWith('embedded')));
}

/** Cached against bare Express with the same bytes, and uncached against the render limit, per page type. */
function hotPathTables(r: BenchResult): string {
  const cachedRows = Object.keys(r.bare).map((name) => {
    const ours = r.cached[name];
    const bare = r.bare[name];
    return `| ${name} | ${(r.sizes[name] / 1024).toFixed(1)} KB | ${ours.rps.toFixed(0)} · ${ours.p99} | ${bare.rps.toFixed(0)} · ${bare.p99} | ${(ours.rps / bare.rps).toFixed(2)} |`;
  });
  const run = renderShareRun(r);
  const renderRows = Object.entries(r.renderLimits).map(([name, limit]) => {
    const page = run?.pages[name];
    return `| ${name} | ${limit.meanMs.toFixed(2)} ms | ${limit.rps.toFixed(0)} | ${page ? page.rps.toFixed(0) : '—'} | ${page ? (page.rps / limit.rps).toFixed(2) : '—'} |`;
  });
  return `Cached anonymous pages (embedded, one process, access lines written at LOG_LEVEL=info, metrics, request ids and
security headers on) next to bare Express 5 sending the same bytes, each pair measured one after the other
(req/s · p99 ms; target ≥ ${CACHED_TARGET}):

| page | bytes | ours, cached | bare Express | ratio |
|---|---|---|---|---|
${cachedRows.join('\n')}

Render limit: the page rendered in-process from its captured props (the loader run once, then React's \`renderToString\`
of the page into the layout template, as the server renders it, timed alone, ${r.renderLimitPlace} catalog); share = uncached throughput of ${run?.label ?? '—'} ÷ render limit
(target ≥ ${RENDER_SHARE_TARGET} for ${RENDER_SHARE_PAGES.join(', ')}). The rest of a page's time is its loader's queries, HTTP and logging.

| page | render | render limit (renders/s) | uncached req/s | share |
|---|---|---|---|---|
${renderRows.join('\n')}
`;
}

/** The costliest anonymous request's row, in words: what it asks for and how many a second each run answered. */
function costliestLine(r: BenchResult): string {
  const path = r.paths[COSTLIEST];
  if (!path) return '';
  const rates = r.runs.map((run) => `${run.label} ${run.pages[COSTLIEST]?.rps.toFixed(0) ?? '—'} req/s`).join('; ');
  return `Costliest anonymous request the bench knows (every facet at its cap on the products with data sheets; filtered pages
are never cached and each address has \`FILTERED_PAGE_RATE_LIMIT\` of them a minute, off in the bench): \`${path}\`,
uncached ${rates}.
`;
}

export function renderReport(r: BenchResult): string {
  const names = Object.keys(r.paths);
  const runHeader = r.runs.map((run) => run.label).join(' | ');
  const pageRows = names.map(
    (name) =>
      `| ${name} (\`${r.paths[name]}\`) | ${(r.sizes[name] / 1024).toFixed(1)} KB | ${r.jsGzip[name]} | ${cell(r.cached[name], r.ceiling)} | ${r.runs
        .map((run) => cell(run.pages[name], r.ceiling))
        .join(' | ')} |`,
  );
  const crawlRows = r.runs
    .filter((run) => run.crawl)
    .map((run) => {
      const c = run.crawl!;
      return `| ${run.label} | ${c.urls} | ${c.errors} | ${c.p50} / ${c.p99} | ${c.rps.toFixed(0)} URLs/s (${c.seconds.toFixed(1)} s) |`;
    });
  const s = r.sitemap;
  return `# Performance

Measured by \`npm run bench\` on ${r.date}: ${r.cores} cores, Node ${r.node}, catalog of ${r.products.toLocaleString('en-US')} products
(\`BENCH_PRODUCTS\`), autocannon with ${r.connections} connections for ${r.seconds} s per row, the load generator on the same machine.
Cached = anonymous HTML cache on; uncached = \`HTML_CACHE_ENTRIES=0\`. Ratios are to the bare-Express ceiling of the
same run: **${r.ceiling.rps.toFixed(0)} req/s** for a fixed ${(r.ceilingSize / 1024).toFixed(1)} KB string (p50 ${r.ceiling.p50} ms, p99 ${r.ceiling.p99} ms).

Each cell: req/s (ratio to the ceiling) · p99 ms.

| page | HTML | JS gzip bytes | cached, embedded | ${runHeader} |
|---|---|---|---|${r.runs.map(() => '---|').join('')}
${pageRows.join('\n')}

${hotPathTables(r)}
${costliestLine(r)}
Crawl: ${r.runs.find((x) => x.crawl)?.crawl?.urls ?? 0} distinct URLs taken evenly from the sitemap, each fetched once, 20 connections, uncached.

| database | URLs | errors | p50 / p99 ms | throughput |
|---|---|---|---|---|
${crawlRows.join('\n')}

Sitemap (embedded, uncached pages): \`/sitemap.xml\` ${s.sitemap.rps.toFixed(0)} req/s (p99 ${s.sitemap.p99} ms) at 10 connections, asking for gzip as crawlers do.
The home page at 10 connections alone: ${s.homeAlone.rps.toFixed(0)} req/s, p50 ${s.homeAlone.p50} ms, p99 ${s.homeAlone.p99} ms; while a crawler
reads \`/sitemap.xml\` at 10 connections: ${s.homeDuringSitemap.rps.toFixed(0)} req/s, p50 ${s.homeDuringSitemap.p50} ms, p99 ${s.homeDuringSitemap.p99} ms.

Search alone (embedded, uncached, one request at a time, ${Object.values(r.searchAlone)[0]?.requests ?? 0} requests each; whole page time, queries and render):
${Object.entries(r.searchAlone).map(([name, l]) => `${name} p50 ${l.p50} ms, p95 ${l.p95} ms`).join('; ')}.

Resident memory per serving process after its uncached rows: ${r.runs.map((run) => `${run.label} ${run.rssMb.map((m) => m.toFixed(0)).join(' + ')} MB`).join('; ')}.
Errors or non-2xx responses in the page rows: ${r.runs.reduce((a, run) => a + Object.values(run.pages).reduce((b, m) => b + m.errors, 0), 0)}.

Targets (issue 13, meant for the 100k catalog on a quiet machine):

${targets(r).join('\n')}

${r.relevance}
`;
}

/**
 * Writes the report: this run's generated part, the previous run's generated part under PREVIOUS_HEADING (so
 * a second run shows whether the numbers hold), then the hand-written notes.
 */
export function writeReport(markdown: string): void {
  const previous = existsSync(PERFORMANCE_DOC) ? readFileSync(PERFORMANCE_DOC, 'utf8') : '';
  const notesAt = previous.indexOf(NOTES_HEADING);
  const generated = notesAt < 0 ? previous : previous.slice(0, notesAt);
  const previousAt = generated.indexOf(PREVIOUS_HEADING);
  const lastRun = (previousAt < 0 ? generated : generated.slice(0, previousAt)).replace(/^# Performance\n/, '').trim();
  const before = lastRun ? `\n${PREVIOUS_HEADING}\n\n${lastRun.replace(/^## /gm, '### ')}\n` : '';
  writeFileSync(PERFORMANCE_DOC, `${markdown}${before}${notesAt < 0 ? '' : `\n${previous.slice(notesAt)}`}`);
}
