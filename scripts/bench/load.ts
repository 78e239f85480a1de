import autocannon from 'autocannon';
import { pageJsBytes } from '../island-bytes';

export interface Measure {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function measureOf(r: autocannon.Result): Measure {
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** One URL at `connections` for `seconds`, with these request headers. */
export async function measure(url: string, connections: number, seconds: number, headers: Record<string, string> = {}): Promise<Measure> {
  return measureOf(await autocannon({ url, connections, duration: seconds, headers }));
}

export interface Latency {
  requests: number;
  p50: number;
  p95: number;
}

/** `requests` requests one after another, nothing else in flight: the page's own time, without queueing. */
export async function serialLatency(url: string, requests: number): Promise<Latency> {
  const times: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
  return { requests, p50: at(0.5), p95: at(0.95) };
}

export interface CrawlResult extends Measure {
  urls: number;
  seconds: number;
}

/** A crawler: each of `paths` fetched exactly once, `connections` at a time. */
export async function crawl(base: string, paths: readonly string[], connections: number): Promise<CrawlResult> {
  let next = 0;
  const started = performance.now();
  const r = await autocannon({
    url: base,
    connections,
    amount: paths.length,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  const seconds = (performance.now() - started) / 1000;
  return { ...measureOf(r), rps: paths.length / seconds, urls: paths.length, seconds };
}

/** `paths` taken evenly from the site's sitemaps (the index's parts, or the one urlset), as a crawler finds them. */
export async function sitemapPaths(base: string, count: number): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const main = await (await fetch(`${base}/sitemap.xml`)).text();
  let urls = locs(main);
  if (main.includes('<sitemapindex')) {
    urls = [];
    for (const part of locs(main)) urls.push(...locs(await (await fetch(part.replace(/^https?:\/\/[^/]+/, base))).text()));
  }
  const step = Math.max(1, urls.length / count);
  const picked: string[] = [];
  for (let i = 0; picked.length < count && Math.floor(i) < urls.length; i += step) picked.push(new URL(urls[Math.floor(i)]).pathname);
  return picked;
}

/** Bytes of JavaScript a served page loads, gzip-compressed, counted from the build the server runs. */
export async function jsGzipBytes(base: string, pagePath: string): Promise<number> {
  return pageJsBytes(await (await fetch(base + pagePath)).text());
}
