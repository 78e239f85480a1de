import type { NextFunction, Request, Response } from 'express';
import type { Queryable } from '../db/types';
import { AppError } from '../errors';
import type { ApiKeyCaller } from '../services/api-keys';
import { authenticateApiKey } from '../services/api-keys';
import { addressKey } from './address-key';
import type { ClientBudget } from './client-budgets';
import type { RateLimiter } from './rate-limit';
import { clientIp } from './request-token';

const BEARER_KEY = /^Bearer (sk_\S+)$/;

/**
 * The API key a machine client presented: `X-Api-Key: sk_…` or `Authorization: Bearer sk_…`
 * (other bearer tokens are sign-in sessions, not keys). Null when it sent none.
 */
export function presentedApiKey(req: Request): string | null {
  const header = req.get('x-api-key')?.trim();
  if (header) return header;
  return BEARER_KEY.exec(req.get('authorization')?.trim() ?? '')?.[1] ?? null;
}

type BudgetOutcome = { ok: true; caller: ApiKeyCaller | null } | { ok: false; status: 401 | 429; message: string };

/** Authenticates a presented key (401 when unknown or revoked) and counts the request against the caller's budget (429 over it). */
export async function takeBudget(db: Queryable, budget: ClientBudget, req: Request, res: Response): Promise<BudgetOutcome> {
  const presented = presentedApiKey(req);
  const caller = presented === null ? null : await authenticateApiKey(db, presented);
  if (presented !== null && !caller) {
    res.setHeader('WWW-Authenticate', 'Bearer');
    return { ok: false, status: 401, message: 'Unknown or revoked API key (or call without one, at the anonymous limit).' };
  }
  if (!(await budget.take(res, clientIp(req), caller))) return { ok: false, status: 429, message: 'Too many requests: please wait and try again.' };
  return { ok: true, caller };
}

const READS = new Set(['GET', 'HEAD']);

/**
 * The API's budgets as middleware, before any body is read. Reads (GET, HEAD) and writes with an API key: the
 * caller's budget (401, 429 with Retry-After). Writes from a caller who is not signed in (POST /api/email, guest
 * requests): `anonymousWrites` per client address, so nobody can keep the body parser busy for free.
 * Signed-in writes have their own limits.
 */
export function apiBudget(db: Queryable, budget: ClientBudget, anonymousWrites: RateLimiter | null) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    // A write presenting an API key (the manufacturers' API) counts against the key's own budget, like its reads.
    if (!READS.has(req.method) && presentedApiKey(req) === null) {
      if (!req.user) await anonymousWrites?.hit(addressKey(clientIp(req)));
      return next();
    }
    const outcome = await takeBudget(db, budget, req, res);
    if (!outcome.ok) {
      const retryAfter = Number(res.getHeader('Retry-After')) || undefined;
      throw new AppError(outcome.status, outcome.message, retryAfter ? { data: { retryAfter } } : {});
    }
    next();
  };
}
