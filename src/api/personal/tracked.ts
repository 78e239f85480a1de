import type { Request, RequestHandler } from 'express';
import type { Db } from '../../db/types';
import type { Logger } from '../../log';
import type { ProjectAction, ProjectKind } from '../../services/personal/analytics';
import { recordProjectOutcome } from '../../services/personal/analytics';

interface Tracking {
  db: Db;
  log: Logger;
  kind: ProjectKind;
  action: ProjectAction;
}

function contextOf(t: Tracking, req: Request) {
  return { userSeq: req.user?.seq ?? null, path: req.originalUrl, kind: t.kind, action: t.action };
}

/** Records a successful save or delete; the handler calls it before answering. */
export function recordSuccess(t: Tracking, req: Request): Promise<void> {
  return recordProjectOutcome(t.db, req.log ?? t.log, contextOf(t, req), 'success');
}

/**
 * Wraps an endpoint so any failure, bad input included, records 'failed' before the error
 * is answered. The wrapper keeps the endpoint's own properties (its input spec for the
 * OpenAPI document).
 */
export function trackFailures(t: Tracking, handler: RequestHandler): RequestHandler {
  const wrapped: RequestHandler = async (req, res, next) => {
    try {
      await handler(req, res, next);
    } catch (error) {
      await recordProjectOutcome(t.db, req.log ?? t.log, contextOf(t, req), 'failed');
      throw error;
    }
  };
  return Object.assign(wrapped, handler);
}

/** True when a JSON body names a seq: a project is created when seq is absent, updated when present. */
function bodyHasSeq(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'seq' in body && (body as { seq: unknown }).seq != null;
}

/** POST that creates (answering 201) or, when the body has a seq, updates (200). Carries create's spec. */
export function createOrUpdate(create: RequestHandler, update: RequestHandler): RequestHandler {
  const chosen: RequestHandler = (req, res, next) => (bodyHasSeq(req.body) ? update(req, res, next) : create(req, res, next));
  return Object.assign(chosen, create);
}
