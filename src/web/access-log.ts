import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, NextFunction, Request, Response } from 'express';
import type { Logger } from '../log';
import { redactPath } from '../log';
import { METRICS_PATH } from './metrics/route';
import { PROBE_PATHS } from './probes';
import { requestId } from './request-id';

declare module 'node:http' {
  interface IncomingMessage {
    /** The id this request is logged and answered under (X-Request-Id). */
    id: string;
    /** A logger whose lines carry this request's id, method and path; made when first used. */
    log: Logger;
  }
}

/**
 * The level of a request's access line: errors at error, 503 (an outage or a failed readiness probe,
 * expected to pass) at warn, everything else at info, except answered probes and scrapes, which would flood the log.
 */
function accessLogLevel(req: IncomingMessage, res: ServerResponse, err?: Error): 'error' | 'warn' | 'info' | 'silent' {
  if (res.statusCode === 503) return 'warn';
  if (err || res.statusCode >= 500) return 'error';
  const path = (req.url ?? '').split('?')[0];
  return (PROBE_PATHS.has(path) || path === METRICS_PATH) && res.statusCode < 400 ? 'silent' : 'info';
}

/** The request's whole path and query (Express's originalUrl when set: inside a mounted router req.url lacks the mount path). */
function fullUrl(req: Request): string {
  return req.originalUrl ?? req.url ?? '';
}

const requestFields = (req: Request) => ({ id: req.id, method: req.method, path: redactPath(fullUrl(req)) });

/**
 * One access line per request (`req.id`, `req.method`, `req.path`, `res.status`, `responseTime`), written when the
 * answer ends or the client goes away, and `req.log` for whoever logs on the request's behalf. Nothing is
 * allocated for a request that logs nothing else: `req.log` is a getter on the app's request prototype that makes
 * its child logger on first use (a cached page never asks), where pino-http built one per request.
 */
export function accessLog(app: Express, log: Logger) {
  const kept = new WeakMap<Request, Logger>();
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Request): Logger {
      let child = kept.get(this);
      if (!child) kept.set(this, (child = log.child({ req: requestFields(this) })));
      return child;
    },
    set(this: Request, value: Logger) {
      kept.set(this, value);
    },
  });

  const writeLine = accessLineWriter(log);
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = performance.now();
    req.id = requestId(req.headers['x-request-id']);
    res.setHeader('X-Request-Id', req.id);
    const done = () => {
      res.removeListener('close', done);
      res.removeListener('finish', done);
      writeLine(req, res, fullUrl(req), started);
    };
    res.once('finish', done);
    res.once('close', done);
    next();
  };
}

/** Writes a request's access line once its answer has ended or been cut off; `url` is its whole path and query. */
export type AccessLineWriter = (req: IncomingMessage, res: ServerResponse, url: string, started: number) => void;

/** The access line of one request, for the access log and for answers given before Express (a cached page). */
export function accessLineWriter(log: Logger): AccessLineWriter {
  // An access line holds only fields built here, its path already masked (redactPath): the logger's redaction
  // paths, walked on every line, find nothing in it, and cost a third of the line's time.
  const lines = log.child({}, { redact: { paths: [] } });
  return (req, res, url, started) => {
    const aborted = !res.writableFinished;
    const level = accessLogLevel(req, res, aborted ? ABORTED : undefined);
    if (level === 'silent' || !lines.isLevelEnabled(level)) return;
    const path = redactPath(url);
    const responseTime = Math.round(performance.now() - started);
    const message = aborted || res.statusCode >= 500 ? `${req.method} ${path} ${res.statusCode}${aborted ? ' aborted' : ''}` : `${req.method} ${path} ${res.statusCode} ${responseTime}ms`;
    lines[level]({ req: { id: req.id, method: req.method, path }, res: { status: res.statusCode }, responseTime }, message);
  };
}

/** What an answer cut off before its end is logged with (the client went away, or the response was destroyed). */
const ABORTED = new Error('request aborted');
