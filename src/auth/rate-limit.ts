import { AppError } from '../errors';

/** 429 with Retry-After: the wait in whole seconds, never less than one. */
export function tooManyAttempts(waitMs: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(429, 'Too many attempts. Please wait and try again.', { data: { retryAfter } });
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counter per key (an IP address, an account, a report abbreviation).
 * Kept in this process's memory: behind several processes each one counts on its own,
 * which still bounds guessing to limit × processes per window.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; throws 429 with Retry-After (seconds) once the key is over its limit. */
  hit(key: string): void {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    window.count += 1;
    if (window.count > this.limit) throw this.tooMany(window, now);
  }

  /**
   * Throws the same 429 once the key has used its whole budget, without counting an attempt:
   * for budgets of failures only (check before trying, `hit` after a failure).
   */
  check(key: string): void {
    const now = this.now();
    const window = this.windows.get(key);
    if (window && window.resetAt > now && window.count >= this.limit) throw this.tooMany(window, now);
  }

  /** What is left of a key's budget in its window, and seconds until the window resets (for RateLimit-* headers). */
  remaining(key: string): { remaining: number; resetSeconds: number } {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return { remaining: this.limit, resetSeconds: Math.ceil(this.windowMs / 1000) };
    return { remaining: Math.max(0, this.limit - window.count), resetSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  }

  /** Forget a key (after a successful sign-in, say). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private tooMany(window: Window, now: number): AppError {
    return tooManyAttempts(window.resetAt - now);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * One set of limiters per app, keyed by its database handle (each test app has its own), for
 * services that are called from pages and the API alike and must share one budget.
 */
export function limitsPerDatabase<T>(create: () => T): (db: object) => T {
  const shared = new WeakMap<object, T>();
  return (db) => {
    let limits = shared.get(db);
    if (!limits) shared.set(db, (limits = create()));
    return limits;
  };
}
