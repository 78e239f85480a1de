import type { NextFunction, Request, Response } from 'express';
import { isbot } from 'isbot';
import type { Db } from '../db/types';
import type { Logger } from '../log';
import { recordInsightEvent, type InsightEventKind } from '../services/insights/record';

const PRODUCT_PAGE = /^\/product\/(\d{1,9})(?:\/[a-z]+)?\/?$/;
const COMPARISON = /^(?:\/api)?\/compare\/([\d,]{1,60})$/;

/** What a page answered records: a product page viewed, or the products compared side by side. */
function eventOf(path: string): { kind: InsightEventKind; ids: number[] } | null {
  const view = PRODUCT_PAGE.exec(path);
  if (view) return { kind: 'view', ids: [Number(view[1])] };
  const compared = COMPARISON.exec(path);
  if (compared) return { kind: 'compare', ids: [...new Set(compared[1].split(',').filter(Boolean).map(Number))].slice(0, 4) };
  return null;
}

/**
 * Records product page views and comparisons for manufacturers' insights once the answer is sent: only 200
 * answers to people (not crawlers), cached pages included (this runs before the page cache). Recording never
 * delays or fails the page: a failure is logged.
 */
export function recordInsightEvents(db: Db, log: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const event = req.method === 'GET' ? eventOf(req.path) : null;
    if (event && !isbot(req.get('user-agent') ?? '')) {
      res.on('finish', () => {
        if (res.statusCode !== 200) return;
        recordInsightEvent(db, event.kind, event.ids, req.user?.seq ?? null).catch((error: unknown) => log.warn({ err: error, kind: event.kind }, 'insight event not recorded'));
      });
    }
    next();
  };
}
