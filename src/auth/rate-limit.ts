import type { CounterRule, Reservation } from '../db/attempt-counters';
import { counterKey, refundAttempt, reserveAttempt } from '../db/attempt-counters';
import type { Queryable } from '../db/types';
import { AppError } from '../errors';

/** 429 with Retry-After: the wait in whole seconds, never less than one. */
export function tooManyAttempts(waitMs: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(429, 'Too many attempts. Please wait and try again.', { data: { retryAfter } });
}

/** An attempt counted before it was tried; `refund` gives it back when it turned out not to count (a right password). */
interface Slot {
  refund(): Promise<void>;
}

/** Where a key stands after a counted request (for RateLimit-* headers). */
interface Standing {
  allowed: boolean;
  remaining: number;
  resetSeconds: number;
}

/**
 * Fixed-window counter per key (an address, an account, a report link) in the database's
 * attempt_counters table: every process on the database shares the count, and taking an attempt
 * is one atomic statement, so however many requests race, no more than `limit` get through a window.
 */
export class RateLimiter {
  constructor(
    private readonly db: Queryable,
    /** Names the limiter's keys apart from every other limiter's. */
    readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; throws 429 with Retry-After (seconds) when the key has used its budget (the refused attempt is not counted). */
  async hit(key: string): Promise<void> {
    await this.reserve(key);
  }

  /**
   * Counts one attempt before it is tried and hands back a slot to refund it: for budgets of failures
   * (reserve, try, refund on success), so racing attempts never outrun the budget.
   */
  async reserve(key: string): Promise<Slot> {
    const stored = counterKey(this.name, key);
    const taken = await this.take(stored);
    if (!taken.taken) throw tooManyAttempts(taken.waitMs);
    return { refund: () => refundAttempt(this.db, stored, taken.resetAt) };
  }

  /** Counts one request and says where the key stands, without throwing (API budgets answer with headers). */
  async count(key: string): Promise<Standing> {
    const taken = await this.take(counterKey(this.name, key));
    const now = this.now();
    if (!taken.taken) return { allowed: false, remaining: 0, resetSeconds: Math.max(1, Math.ceil(taken.waitMs / 1000)) };
    return { allowed: true, remaining: Math.max(0, this.limit - taken.count), resetSeconds: Math.max(1, Math.ceil((taken.resetAt - now) / 1000)) };
  }

  private take(stored: string): Promise<Reservation> {
    const rule: CounterRule = { limit: this.limit, windowMs: this.windowMs };
    return reserveAttempt(this.db, stored, rule, this.now());
  }
}
