import type { Response } from 'express';
import { AppError } from '../errors';
import type { ApiKeyCaller } from '../services/api-keys';
import { RateLimiter } from './rate-limit';

const WINDOW_MS = 60_000;

/** Each API key's budget (its own limit a minute), one per app, shared by every endpoint the key may use. */
export class KeyBudgets {
  private readonly limiters = new Map<number, RateLimiter>();

  limiterFor(caller: ApiKeyCaller): RateLimiter {
    let limiter = this.limiters.get(caller.id);
    if (!limiter || limiter.limit !== caller.rateLimit) {
      limiter = new RateLimiter(caller.rateLimit, WINDOW_MS);
      this.limiters.set(caller.id, limiter);
    }
    return limiter;
  }
}

/**
 * The budgets of one machine-client endpoint: anonymous callers per client address (`anonymousLimit`
 * a minute; 0: no limit), API keys their own budget wherever they call from. Counted answers say where
 * the caller stands in RateLimit-Limit / -Remaining / -Reset; over budget, 429's Retry-After too.
 */
export class ClientBudget {
  private readonly anonymous: RateLimiter | null;

  constructor(
    anonymousLimit: number,
    private readonly keys: KeyBudgets,
  ) {
    this.anonymous = anonymousLimit > 0 ? new RateLimiter(anonymousLimit, WINDOW_MS) : null;
  }

  /** Counts one request; false (with the 429's headers set) when the caller is over budget. */
  take(res: Response, address: string, caller: ApiKeyCaller | null): boolean {
    const limiter = caller ? this.keys.limiterFor(caller) : this.anonymous;
    if (!limiter) return true;
    const key = caller ? `key:${caller.id}` : address;
    let allowed = true;
    try {
      limiter.hit(key);
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
      allowed = false;
    }
    const { remaining, resetSeconds } = limiter.remaining(key);
    res.setHeader('RateLimit-Limit', String(limiter.limit));
    res.setHeader('RateLimit-Remaining', String(remaining));
    res.setHeader('RateLimit-Reset', String(resetSeconds));
    if (!allowed) res.setHeader('Retry-After', String(resetSeconds));
    return allowed;
  }
}
