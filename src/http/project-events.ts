import type { Request } from 'express';
import type { Db } from '../db/types';
import type { Logger } from '../log';
import type { ProjectAction, ProjectKind } from '../services/personal/analytics';
import { trackProjectEvent } from '../services/personal/analytics';

/**
 * The analytics of project saves and deletes, for the JSON calls (src/api/personal) and the account pages' form posts
 * (src/web/actions/personal) alike: the returned function runs a request's work (its input parsing included) and
 * records 'success' or 'failed' before the answer is sent.
 */
export function projectEvent(db: Db, log: Logger, kind: ProjectKind, action: ProjectAction) {
  return <T>(req: Request, work: () => Promise<T>): Promise<T> =>
    trackProjectEvent(db, req.log ?? log, { userSeq: req.user?.seq ?? null, path: req.originalUrl, kind, action }, work);
}
