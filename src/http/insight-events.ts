import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { isbot } from 'isbot';
import type { Db } from '../db/types';
import type { Logger } from '../log';
import { type InsightEvent, type InsightEventKind, writeInsightEvents } from '../services/insights/record';

const PRODUCT_PAGE = /^\/product\/(\d{1,9})(?:\/[a-z]+)?\/?$/;
const COMPARISON = /^(?:\/api)?\/compare\/([\d,]{1,60})$/;
/** The spec wizard's download: the handler notes which spec section it answered (noteSpecDownload). */
const SPEC_GENERATOR = /^\/api\/spec-generator\/?$/;
/** Events are written together: at most this often, or sooner once this many wait (issue 25: a cached page pays no write). */
const FLUSH_MS = 2_000;
const FLUSH_EVENTS = 500;
/** Past this many waiting (the database down), new events are dropped and counted in the log, not kept. */
const MAX_WAITING = 20_000;

type PathEvent = { kind: Exclude<InsightEventKind, 'spec-download'>; ids: number[] } | { kind: 'spec-download' };

/**
 * What a page answered records: a product page viewed, the products compared side by side, or a spec section
 * downloaded (which section only its handler knows, once it has resolved the request).
 */
function eventOf(path: string): PathEvent | null {
  const view = PRODUCT_PAGE.exec(path);
  if (view) return { kind: 'view', ids: [Number(view[1])] };
  const compared = COMPARISON.exec(path);
  if (compared) return { kind: 'compare', ids: [...new Set(compared[1].split(',').filter(Boolean).map(Number))].slice(0, 4) };
  if (SPEC_GENERATOR.test(path)) return { kind: 'spec-download' };
  return null;
}

/** The spec section (content item) each spec-wizard download answered, noted by its handler. */
const specDownloads = new WeakMap<ServerResponse, number>();

/** Tells the recorder which spec section (its content item) this answer downloads; counted if it ends in a 200 to a person. */
export function noteSpecDownload(res: Response, contentId: number): void {
  specDownloads.set(res, contentId);
}

function insightEvent(event: PathEvent, res: ServerResponse, userSeq: number | null): InsightEvent | null {
  const at = new Date();
  if (event.kind !== 'spec-download') return { kind: event.kind, productIds: event.ids, userSeq, at };
  const contentId = specDownloads.get(res);
  return contentId === undefined ? null : { kind: 'spec-download', contentId, userSeq, at };
}

/** A person's browser: it names itself, and not as a crawler. */
const isPerson = (userAgent: string | undefined) => userAgent !== undefined && userAgent !== '' && !isbot(userAgent);

export interface InsightRecorder {
  (req: Request, res: Response, next: NextFunction): void;
  /** Records what the answer `res` to an anonymous GET of `path` shows, once it is sent (a cached page answered before Express). */
  watchAnonymous(path: string, userAgent: string | undefined, res: ServerResponse): void;
  /** Writes what waits now (tests, and the process's shutdown). */
  flush(): Promise<void>;
}

/**
 * Records product page views, comparisons and spec-wizard downloads for manufacturers' insights once the answer is
 * sent: only 200 answers to people (not crawlers, not clients that send no user agent), cached pages included (this
 * runs before the page cache). Events wait in memory and are written in one statement every FLUSH_MS, so a page costs no write of its
 * own; recording never delays or fails a page (a failed write is logged and its events dropped).
 */
export function recordInsightEvents(db: Db, log: Logger): InsightRecorder {
  let waiting: InsightEvent[] = [];
  let dropped = 0;
  let timer: NodeJS.Timeout | null = null;
  const flush = async (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = waiting;
    waiting = [];
    if (dropped > 0) log.warn({ dropped }, 'insight events dropped: too many waiting to be written');
    dropped = 0;
    await writeInsightEvents(db, batch).catch((error: unknown) => log.warn({ err: error, events: batch.length }, 'insight events not recorded'));
  };
  const add = (event: InsightEvent) => {
    if (waiting.length >= MAX_WAITING) {
      dropped += 1;
      return;
    }
    waiting.push(event);
    if (waiting.length >= FLUSH_EVENTS) void flush();
    else if (!timer) timer = setTimeout(() => void flush(), FLUSH_MS).unref();
  };
  // Whose view it is (the session) is known only once the answer is sent: `userSeq` is asked then.
  const onAnswer = (method: string, path: string, userAgent: string | undefined, res: ServerResponse, userSeq: () => number | null): void => {
    const event = method === 'GET' ? eventOf(path) : null;
    if (!event || !isPerson(userAgent)) return;
    res.once('finish', () => {
      const recorded = res.statusCode === 200 ? insightEvent(event, res, userSeq()) : null;
      if (recorded) add(recorded);
    });
  };
  const watchAnonymous = (path: string, userAgent: string | undefined, res: ServerResponse) => onAnswer('GET', path, userAgent, res, () => null);
  const middleware = (req: Request, res: Response, next: NextFunction): void => {
    onAnswer(req.method, req.path, req.get('user-agent'), res, () => req.user?.seq ?? null);
    next();
  };
  return Object.assign(middleware, { flush, watchAnonymous });
}
