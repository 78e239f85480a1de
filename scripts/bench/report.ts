import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { COSTLIEST } from './catalog';
import type { CrawlResult, Latency, Measure } from './load';

const PERFORMANCE_DOC = 'docs/performance.md';
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
  const maxRss = embedded ? Math.max(...embedded.rssMb) : NaN;
  lines.push(verdict(maxRss < 400, `embedded: resident memory per process under load < 400 MB (${maxRss.toFixed(0)} MB)`));
  return lines;
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

export function writeReport(markdown: string): void {
  const previous = existsSync(PERFORMANCE_DOC) ? readFileSync(PERFORMANCE_DOC, 'utf8') : '';
  const at = previous.indexOf(NOTES_HEADING);
  writeFileSync(PERFORMANCE_DOC, at < 0 ? markdown : `${markdown}\n${previous.slice(at)}`);
}
