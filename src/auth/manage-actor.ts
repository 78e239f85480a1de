import type { Request } from 'express';
import type { Queryable } from '../db/types';
import { AppError } from '../errors';
import { findManageKey } from '../services/api-keys';
import { actorOf, type ManageActor } from '../services/manage/audit';
import { presentedApiKey } from './api-key';
import { requireManager } from './require';

/**
 * Who calls the manufacturers' API for `coid`: an API key scoped to that manufacturer (writes need its write
 * right), else the signed-in user (its staff or an administrator). A request that presents a key is judged by
 * the key alone (it carries no session: src/auth/request-token.ts). 401 for an unknown key or nobody, 403 otherwise.
 */
export async function manageActor(db: Queryable, req: Request, coid: number, need: 'read' | 'write'): Promise<ManageActor> {
  const presented = presentedApiKey(req);
  if (presented !== null) {
    const key = await findManageKey(db, presented);
    if (!key) throw new AppError(401, 'Unknown or revoked API key');
    if (key.coid !== coid) throw new AppError(403, 'This API key is not scoped to this manufacturer');
    if (need === 'write' && !key.canWrite) throw new AppError(403, 'This API key may read this manufacturer’s products but not change them');
    return { userSeq: null, label: `api-key:${key.keyPrefix}`, isAdmin: false };
  }
  return actorOf(requireManager(req, coid));
}
