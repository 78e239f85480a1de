import type { Response } from 'express';
import type { Queryable } from '../db/types';
import { AppError } from '../errors';
import type { ApiKeyCaller } from '../services/api-keys';
import { addressKey } from './address-key';
import { RateLimiter } from './rate-limit';

const WINDOW_MS = 60_000;
/** How long a read waits for its budget to be counted before it goes ahead uncounted. */
const COUNT_WAIT_MS = 500;

/**
 * The budgets of one machine-client endpoint: anonymous callers per client address (`anonymousLimit`
 * a minute; 0: no limit; IPv6 by /64), API keys their own limit a minute wherever they call from,
 * shared by every endpoint the key may use (its counter is named by the key alone). Counted in the
 * database, so every process shares them. Counted answers say where the caller stands in
 * RateLimit-Limit / -Remaining / -Reset; over budget, 429's Retry-After too.
 */
export class ClientBudget {
  private readonly anonymous: RateLimiter | null;

  constructor(
    private readonly db: Queryable,
    /** Names this endpoint's anonymous counters. */
    name: string,
    anonymousLimit: number,
  ) {
    this.anonymous = anonymousLimit > 0 ? new RateLimiter(db, `client:${name}`, anonymousLimit, WINDOW_MS) : null;
  }

  /**
   * Counts one request; false (with the 429's headers set) when the caller is over budget. While the database
   * cannot count (an outage), the read goes ahead uncounted: its own answer then says what it can (a cached
   * page, a tool error, a 503), rather than every read failing at the budget.
   */
  async take(res: Response, address: string, caller: ApiKeyCaller | null): Promise<boolean> {
    const limiter = caller ? new RateLimiter(this.db, 'client:key', caller.rateLimit, WINDOW_MS) : this.anonymous;
    if (!limiter) return true;
    const counting = limiter.count(caller ? String(caller.id) : addressKey(address)).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 503) return null;
      throw error;
    });
    // A database that does not answer a one-row upsert in this time is in trouble: the read goes ahead uncounted
    // rather than spending its own time budget on bookkeeping (a frozen server must still get a 503 within 5 s).
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), COUNT_WAIT_MS);
      timer.unref();
    });
    const standing = await Promise.race([counting, late]).finally(() => clearTimeout(timer));
    // A count that answers after the race (or fails) changes nothing more for this request.
    counting.catch(() => undefined);
    if (!standing) return true;
    const { allowed, remaining, resetSeconds } = standing;
    res.setHeader('RateLimit-Limit', String(limiter.limit));
    res.setHeader('RateLimit-Remaining', String(remaining));
    res.setHeader('RateLimit-Reset', String(resetSeconds));
    if (!allowed) res.setHeader('Retry-After', String(resetSeconds));
    return allowed;
  }
}
