import type { Config } from '../config';

/** Pool size and timeouts of a PostgreSQL server connection (PGlite runs in-process and has none). */
export interface DbLimits {
  poolMax: number;
  /** Waiting for a new connection, or for a free one from a full pool. */
  connectTimeoutMs: number;
  /** The server cancels a longer statement (0: never). */
  statementTimeoutMs: number;
  /** The server ends a session left idle inside a transaction (0: never). */
  idleInTransactionTimeoutMs: number;
}

/**
 * The client stops waiting for an answer this long after the server should have cancelled the statement:
 * normally the server's cancel arrives first and the connection stays usable; only a server that answers
 * nothing at all (frozen, unreachable) reaches this bound.
 */
const READ_TIMEOUT_MARGIN_MS = 500;

export function dbLimits(config: Pick<Config, 'DB_POOL_MAX' | 'DB_CONNECT_TIMEOUT_MS' | 'DB_STATEMENT_TIMEOUT_MS' | 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS'>): DbLimits {
  return {
    poolMax: config.DB_POOL_MAX,
    connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  };
}

/** How long the client waits for any answer to a statement; undefined when statements may run for ever. */
export function readTimeoutMs(limits: DbLimits): number | undefined {
  return limits.statementTimeoutMs > 0 ? limits.statementTimeoutMs + READ_TIMEOUT_MARGIN_MS : undefined;
}
