import pino from 'pino';

/** Paths whose values never reach the logs. */
export const REDACT_PATHS = [
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

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/**
 * Paths that carry secrets in their segments (report passwords, reset tokens)
 * are logged with those segments masked.
 */
export function redactPath(url: string): string {
  return url
    .replace(/^(\/reset\/|\/auth\/local\/reset\/)[^/?#]+/, '$1[redacted]')
    .replace(
      /^(\/(?:outline-specs-report|specwizard-specs-report|company\/[^/]+\/(?:resources|reports))\/[^/]+\/)[^/?#]+/,
      '$1[redacted]',
    )
    .replace(/^(\/api\/(?:outline-specs-report|specwizard-specs-report)\/by-abbrev\/[^/]+\/)[^/?#]+/, '$1[redacted]');
}
