import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MemoObserver } from '../../db/catalog-memo';
import { answerWithin } from '../../db/ping';
import { observeQueries } from '../../db/query-stats';
import type { Db } from '../../db/types';
import { countDueMail } from '../../services/mail/outbox';

/** A scrape waits this long for the outbox count; a database that does not answer leaves the gauge out. */
const BACKLOG_TIMEOUT_MS = 1000;

/** The database whose pool and outbox the gauges report: the app's (one per process outside tests). */
let database: Db | null = null;

export function reportDatabase(db: Db): void {
  database = db;
}

/**
 * The process's metrics, defined once per process (several apps in one test process share them).
 * Names and labels: docs/operations.md, "Metrics".
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern (never the raw URL) and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from a request to the end of its answer, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const htmlCacheLookups = new Counter({
  name: 'html_cache_requests_total',
  help: 'Anonymous page requests the HTML cache answered (hit), rendered (miss) or answered with a copy it could not check during an outage (stale).',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

export const htmlCacheEvictions = new Counter({
  name: 'html_cache_evictions_total',
  help: 'Pages pushed out of a full HTML cache partition (canonical: the catalog\'s pages; other: search pages and copies).',
  labelNames: ['partition'] as const,
  registers: [metricsRegistry],
});

const memoBuilds = new Counter({
  name: 'catalog_memo_builds_total',
  help: 'Catalog facts built, by memo partition (catalog, lookups) and fact family (the key up to its first colon).',
  labelNames: ['partition', 'fact'] as const,
  registers: [metricsRegistry],
});

const memoEvictions = new Counter({
  name: 'catalog_memo_evictions_total',
  help: 'Catalog facts pushed out of a full memo partition before the data version moved.',
  labelNames: ['partition'] as const,
  registers: [metricsRegistry],
});

/** Builds and evictions of the catalog memo (src/db/catalog-memo.ts): a fact family rebuilt with no write is a warning sign. */
export const memoMetrics: MemoObserver = {
  built: (partition, fact) => memoBuilds.inc({ partition, fact }),
  evicted: (partition) => memoEvictions.inc({ partition }),
};

const queryDuration = new Histogram({
  name: 'db_query_duration_seconds',
  help: 'Duration of every database statement, waiting for a connection included.',
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});
observeQueries((ms) => queryDuration.observe(ms / 1000));

// Gauges are read when scraped, in every worker: the pools add up across workers (the default), while
// the backlog is one table every worker sees, so the aggregate is its maximum.
new Gauge({
  name: 'db_pool_connections_in_use',
  help: 'Database connections busy with a statement (the embedded database has one).',
  registers: [metricsRegistry],
  collect() {
    this.set(database?.poolStats().inUse ?? 0);
  },
});

new Gauge({
  name: 'db_pool_waiting',
  help: 'Statements waiting for a free database connection.',
  registers: [metricsRegistry],
  collect() {
    this.set(database?.poolStats().waiting ?? 0);
  },
});

new Gauge({
  name: 'outbox_backlog',
  help: 'Outbox mails due to be sent and not sent yet; absent when the database did not answer in time.',
  // A label, so that a reset leaves no sample at all (a gauge without labels would show a false 0).
  labelNames: ['state'] as const,
  aggregator: 'max',
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    if (!database) return;
    const due = await answerWithin(countDueMail(database), BACKLOG_TIMEOUT_MS).catch(() => null);
    if (due !== null) this.set({ state: 'due' }, due);
  },
});
