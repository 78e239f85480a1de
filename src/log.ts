import pino from 'pino';
import type { LogFormat } from './config';
import { maskUrl } from './domain/secret-url';
import { prettyDestination } from './log-pretty';

/** Paths whose values never reach the logs. */
const REDACT_PATHS = [
  'password',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.token',
  'token',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
];

export type Logger = pino.Logger;

/** The site's logger: JSON lines to `destination` (stdout by default), or readable lines for a terminal with format 'pretty'. */
export function createLogger(level: string, destination?: pino.DestinationStream, format: LogFormat = 'json'): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? (format === 'pretty' ? prettyDestination() : undefined),
  );
}

/**
 * The request's URL as it may be logged: report passwords, reset tokens and order references
 * masked wherever they appear (src/domain/secret-url.ts).
 */
export const redactPath: (url: string) => string = maskUrl;
