import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BUILD_POLL_DEFAULT_MS } from './domain/build-check';
import { DEFAULT_BRAND } from './domain/site';
import { addressList, trustProxySetting } from './trust-proxy';

const HOST_ENTRY = /^\.?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?::\d{1,5})?$/;

/** A comma-separated list of host names (`example.com`, `example.com:8443`, `.example.com` for a domain and its subdomains). */
const hostList = z
  .string()
  .default('')
  .transform((value) => value.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean))
  .refine((hosts) => hosts.every((host) => HOST_ENTRY.test(host)), 'must be host names separated by commas (example.com, .example.com)');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * Where manufacturers' files and logos live: 'local', DATA_DIR on this host; 'postgres', the database every app
   * host reaches (docs/operations.md, "File store"). Either works with the embedded database and with DATABASE_URL.
   */
  FILE_STORE: z.enum(['local', 'postgres'], { error: 'must be local or postgres' }).default('local'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** A streaming replica of DATABASE_URL for anonymous reads (docs/operations.md, "Read replica"). */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Reads leave a replica trailing the primary by more than this. */
  DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(100).max(3_600_000).default(2000),
  /** How often the replica's lag and health are checked. */
  DATABASE_REPLICA_CHECK_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  /** After a visitor's write, their reads stay on the primary this long (a signed cookie). */
  DATABASE_READ_AFTER_WRITE_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 'pretty': one short line a request for a person at a terminal; 'json' (the default outside development): one JSON object a line. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** The site's address as visitors see it; required in production (links, mails, the origin check, HSTS). */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Proxies allowed to name the client in X-Forwarded-For: none by default (src/trust-proxy.ts). */
  TRUST_PROXY: trustProxySetting,
  /** Demo accounts with published passwords in the seed: unset means yes on the embedded database only. */
  SEED_DEMO_ACCOUNTS: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  SPEC_GENERATOR_URL: z.url({ protocol: /^https?$/ }).optional(),
  BRAND: z.string().regex(/^[a-z][a-z0-9]{1,15}$/, 'must be 2-16 lowercase letters or digits').default(DEFAULT_BRAND),
  /** Hosts a feedback message may be relayed to (POST /api/feedback); empty: this site only. */
  FEEDBACK_HOSTS: hostList,
  /** Outside hosts that links taken from data (promotions, banners, alerts) may lead to, besides a manufacturer's own site. */
  LINK_HOSTS: hostList,
  /** Pages kept in the anonymous HTML cache at most (0 turns it off). */
  HTML_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100000).default(2000),
  /** Bytes of HTML the cache may hold (UTF-8 size of pages and keys; 0 turns it off): 64 MB by default. */
  HTML_CACHE_BYTES: z.coerce.number().int().min(0).max(2 ** 34).default(64 * 1024 * 1024),
  /** How often pages with islands ask whether a new build was deployed (while their tab is visible). */
  BUILD_POLL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(BUILD_POLL_DEFAULT_MS),
  /** MCP endpoint (/mcp): requests per minute per client address (per process). */
  MCP_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(60),
  /** The JSON API (/api): requests per minute per client address without an API key (per process); 0: no limit. */
  API_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(1200),
  /** The JSON API (/api): writes (POST, PUT, PATCH, DELETE) per minute per client address from callers not signed in (per process); 0: no limit. */
  API_ANONYMOUS_WRITE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(30),
  /**
   * Anonymous page renders the cache cannot keep because of their query (facet filters, any undeclared parameter):
   * per minute per client address (per process); 0: no limit.
   */
  FILTERED_PAGE_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(60),
  /** PostgreSQL connections the pool keeps at most (per process). */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /** How long to wait for a new connection, or for a free one from a full pool, before answering 503. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3000),
  /** PostgreSQL cancels a statement running longer (0: never); the client gives up half a second later. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(3000),
  /**
   * The embedded database cannot cancel a statement: one running longer is taken for a hang, answered 503, and the
   * database's worker thread ended and started again (0: never). Longer than DB_STATEMENT_TIMEOUT_MS: the remedy is drastic.
   */
  DB_EMBEDDED_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  /** PostgreSQL ends a session idle inside a transaction this long (0: never). */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  /** Worker processes sharing the port (src/cluster.ts); unset: one per core on PostgreSQL, one on the embedded database. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  /**
   * How far V8 may grow the heap past what survived its last full collection, in percent (0: V8's own choice, up
   * to 300 % on a large machine). Lower: less memory, more collections (docs/operations.md).
   */
  HEAP_GROWTH_PERCENT: z.coerce.number().int().min(0).max(300).default(30),
  /** A scraper presenting `Authorization: Bearer <token>` may read /metrics. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Addresses and CIDR ranges that may read /metrics without a token. */
  METRICS_ALLOW: addressList,
  /** One preview's render time in its worker thread; past it the worker is ended and the placeholder shown. */
  PREVIEW_TIME_BUDGET_MS: z.coerce.number().int().min(500).max(600_000).default(10_000),
  /** Previews rendered at once per process, each in a worker thread of its own. */
  PREVIEW_WORKERS: z.coerce.number().int().min(1).max(8).default(1),
  /** One uploaded file's check (parsing and validation) in its worker thread; past it the upload is refused. */
  UPLOAD_CHECK_TIME_BUDGET_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  /** Uploads checked at once per process, each in a worker thread of its own; more wait (up to 16) or get a 503. */
  UPLOAD_CHECK_WORKERS: z.coerce.number().int().min(1).max(8).default(1),
});

type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'SESSION_SECRET' | 'PUBLIC_URL' | 'SEED_DEMO_ACCOUNTS'> {
  SESSION_SECRET: string;
  PUBLIC_URL: string;
  isProduction: boolean;
  /** Whether a seed creates the demo accounts: SEED_DEMO_ACCOUNTS, else only on the embedded database. */
  seedDemoAccounts: boolean;
  /** How many worker processes serve: always 1 on the embedded database (one process owns its files). */
  webConcurrency: number;
  /** LOG_FORMAT, else readable lines in development and JSON everywhere else. */
  logFormat: LogFormat;
}

export type LogFormat = 'json' | 'pretty';

export function logFormat(env: Pick<Env, 'NODE_ENV' | 'LOG_FORMAT'>): LogFormat {
  return env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json');
}

export class ConfigError extends Error {}

/** One clear line per bad variable, e.g. "PORT: Invalid input: expected number, received NaN". */
function describe(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`).join('; ');
}

/** In development a missing secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function sessionSecret(env: Env): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.NODE_ENV === 'production') {
    throw new ConfigError('SESSION_SECRET: required in production (at least 32 characters)');
  }
  if (env.NODE_ENV === 'test') return 'test-secret-test-secret-test-secret-0000';
  const file = path.join(env.DATA_DIR, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function publicUrl(env: Env): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL;
  if (env.NODE_ENV === 'production') {
    throw new ConfigError("PUBLIC_URL: required in production (the site's address as visitors see it, e.g. https://specfind.example)");
  }
  // Canonical links follow the port the development server listens on.
  return `http://localhost:${env.PORT}`;
}

/** WEB_CONCURRENCY on a PostgreSQL server, one per core when unset; the embedded database is one process whatever was asked. */
export function webConcurrency(env: Pick<Env, 'DATABASE_URL' | 'WEB_CONCURRENCY'>, cores: number = availableParallelism()): number {
  if (!env.DATABASE_URL) return 1;
  return env.WEB_CONCURRENCY ?? cores;
}

/**
 * A replica needs a PostgreSQL primary, and a write mark that outlasts the longest a replica may be used
 * without a write: its allowed lag plus two checks (the check that sees the write, and the one that acts).
 */
function checkReplica(env: Env): void {
  if (!env.DATABASE_READ_URL) return;
  if (!env.DATABASE_URL) {
    throw new ConfigError('DATABASE_READ_URL: needs DATABASE_URL (a PostgreSQL primary); the embedded database has no replicas');
  }
  const least = env.DATABASE_REPLICA_MAX_LAG_MS + 2 * env.DATABASE_REPLICA_CHECK_MS;
  if (env.DATABASE_READ_AFTER_WRITE_MS < least) {
    throw new ConfigError(
      `DATABASE_READ_AFTER_WRITE_MS: must be at least DATABASE_REPLICA_MAX_LAG_MS + 2 × DATABASE_REPLICA_CHECK_MS (${least}) so a visitor's reads see their own write`,
    );
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw new ConfigError(`Invalid configuration: ${describe(parsed.error)}`);
  const env = parsed.data;
  checkReplica(env);
  const { SEED_DEMO_ACCOUNTS, ...rest } = env;
  return {
    ...rest,
    SESSION_SECRET: sessionSecret(env),
    PUBLIC_URL: publicUrl(env),
    isProduction: env.NODE_ENV === 'production',
    seedDemoAccounts: SEED_DEMO_ACCOUNTS === undefined ? !env.DATABASE_URL : SEED_DEMO_ACCOUNTS === 'true',
    webConcurrency: webConcurrency(env),
    logFormat: logFormat(env),
  };
}

/** What the start makes of the session cookie's settings: go on, say so in the log, or refuse to start. */
type SecureCookieCheck = { refuse: boolean; message: string } | null;

/**
 * An https PUBLIC_URL makes the session cookie Secure, and a Secure cookie is only sent over what Express sees
 * as https. The process itself serves plain http, so behind a proxy that ends TLS Express knows the request was
 * https only from X-Forwarded-Proto, which it reads only with TRUST_PROXY. Without it every sign-in answers
 * without a session cookie and nobody is told: a warning outside production, a refusal to start in production.
 */
export function secureCookieCheck(config: Pick<Config, 'PUBLIC_URL' | 'TRUST_PROXY' | 'isProduction'>): SecureCookieCheck {
  if (!config.PUBLIC_URL.startsWith('https:') || config.TRUST_PROXY !== false) return null;
  const problem =
    'PUBLIC_URL is https but TRUST_PROXY is not set: the session cookie is Secure and this process sees plain http, so sign-ins would set no session cookie. Set TRUST_PROXY to the proxy in front (1 for one proxy; docs/operations.md, Production settings).';
  return config.isProduction ? { refuse: true, message: `Refusing to start in production: ${problem}` } : { refuse: false, message: problem };
}
