import { z } from 'zod';

/**
 * The bench's settings: `--products=N` (or BENCH_PRODUCTS; 5,000 for a quick run, 100,000 for the real table),
 * `--seconds=N` per measured row, and BENCH_DATABASE_URL: a PostgreSQL server (an empty database the bench may
 * migrate and seed) to measure besides the embedded database.
 */
export const options = z
  .object({
    products: z.coerce.number().int().min(100).default(5_000),
    seconds: z.coerce.number().int().min(2).max(60).default(10),
    databaseUrl: z.string().url().optional(),
  })
  .parse({
    products: process.env.BENCH_PRODUCTS,
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
    ...Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('='))),
  });

/** Connections of every page row (the targets are at 50). */
export const CONNECTIONS = 50;
/** The crawl: this many distinct sitemap URLs, each fetched once, at this many connections. */
export const CRAWL_URLS = 2_000;
export const CRAWL_CONNECTIONS = 20;
