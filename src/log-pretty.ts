import pretty from 'pino-pretty';
import type { DestinationStream } from 'pino';

/** The fields of the access line (src/web/access-log.ts). */
interface AccessFields {
  req?: { method?: string; path?: string };
  res?: { status?: number };
  responseTime?: number;
}

/** "GET /search/doors 200 12 ms" for an access line; any other line keeps its message. */
export function prettyMessage(log: Record<string, unknown>, messageKey = 'msg'): string {
  const { req, res, responseTime } = log as AccessFields;
  if (req?.method && req.path && res?.status !== undefined) {
    return `${req.method} ${req.path} ${res.status}${typeof responseTime === 'number' ? ` ${Math.round(responseTime)} ms` : ''}`;
  }
  return String(log[messageKey] ?? '');
}

/** Short, readable lines for a person at a terminal (LOG_FORMAT=pretty): time, level, message, other fields on the same line. */
export function prettyDestination(output: NodeJS.WritableStream = process.stdout): DestinationStream {
  return pretty({
    colorize: output === process.stdout && Boolean(process.stdout.isTTY),
    destination: output,
    translateTime: 'SYS:HH:MM:ss',
    singleLine: true,
    ignore: 'req,res,responseTime,reqId,pid,hostname',
    messageFormat: (log, messageKey) => prettyMessage(log, messageKey),
    sync: true,
  });
}
