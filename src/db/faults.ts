import { AppError, databaseUnavailable } from '../errors';

/** Socket errors: the server cannot be reached or dropped the connection. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that is going away or refusing work: admin_shutdown, crash_shutdown, cannot_connect_now,
 * idle_session_timeout, idle_in_transaction_session_timeout, too_many_connections; class 08 is added below.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '57P05', '25P03', '53300']);

/** query_canceled: our statement timeout (we never cancel otherwise). The connection stays usable. */
const STATEMENT_TIMEOUT = '57014';

/** pg and pg-pool raise these without a code when a connection fails, times out or was closed. */
const CLIENT_MESSAGES = [
  /^timeout exceeded when trying to connect/,
  /^Connection terminated/,
  /^Query read timeout/,
  /is not queryable/,
  /^Cannot use a pool after calling end/,
];

function codesOf(error: unknown): string[] {
  if (!error || typeof error !== 'object') return [];
  const own = (error as { code?: unknown }).code;
  const nested = error instanceof AggregateError ? error.errors.flatMap(codesOf) : [];
  return typeof own === 'string' ? [own, ...nested] : nested;
}

/** The connection the error came from cannot be used again (the server is gone, frozen or closed it). */
export function isBrokenConnection(error: unknown): boolean {
  if (codesOf(error).some((code) => NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) return true;
  const message = error instanceof Error ? error.message : '';
  return CLIENT_MESSAGES.some((pattern) => pattern.test(message));
}

/** The database could not answer: unreachable, shutting down, frozen, or the statement ran out of time. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof AppError) return false;
  return codesOf(error).includes(STATEMENT_TIMEOUT) || isBrokenConnection(error);
}

/** The one place database failures become the app's 503; every other error passes unchanged. */
export function classifyDbError(error: unknown): unknown {
  return isDatabaseUnavailable(error) ? databaseUnavailable(error) : error;
}
