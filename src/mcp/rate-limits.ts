import type { Response } from 'express';
import { RateLimiter } from '../auth/rate-limit';
import { AppError } from '../errors';
import type { ApiKeyCaller } from '../services/api-keys';

const WINDOW_MS = 60_000;

/**
 * The MCP endpoint's budgets: anonymous callers per client address (MCP_RATE_LIMIT a minute), each API
 * key its own (the key's limit a minute, wherever it calls from). Every answer says where the caller
 * stands in RateLimit-Limit / -Remaining / -Reset; a caller over budget gets 429 with Retry-After.
 */
export class McpRateLimits {
  private readonly anonymous: RateLimiter;
  private readonly keys = new Map<number, RateLimiter>();

  constructor(anonymousLimit: number) {
    this.anonymous = new RateLimiter(anonymousLimit, WINDOW_MS);
  }

  /** Counts one request; false (with the 429's headers set) when the caller is over budget. */
  take(res: Response, address: string, caller: ApiKeyCaller | null): boolean {
    const limiter = caller ? this.keyLimiter(caller) : this.anonymous;
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

  private keyLimiter(caller: ApiKeyCaller): RateLimiter {
    let limiter = this.keys.get(caller.id);
    if (!limiter || limiter.limit !== caller.rateLimit) {
      limiter = new RateLimiter(caller.rateLimit, WINDOW_MS);
      this.keys.set(caller.id, limiter);
    }
    return limiter;
  }
}
