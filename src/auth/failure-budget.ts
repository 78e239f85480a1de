import { RateLimiter, tooManyAttempts } from './rate-limit';

/** How many failures an identity (an account, a report link) takes, and from where. */
export interface FailureRules {
  /** Failures one client address may make on one identity per window; then that address waits the window out. */
  perAddress: { limit: number; windowMs: number };
  /**
   * Failures on one identity from every address together: past `delayAfter`, each further attempt
   * waits a delay doubling from `baseDelayMs` up to `maxDelayMs`; past `ceiling` every attempt is
   * refused until the window (from the first failure) ends.
   */
  perIdentity: { delayAfter: number; baseDelayMs: number; maxDelayMs: number; ceiling: number; windowMs: number };
}

interface IdentityState {
  failures: number;
  resetAt: number;
  /** No attempt before this time (the growing delay). */
  nextAt: number;
}

/**
 * Failure budgets that slow a guesser without locking the owner out: failures count per
 * (identity, address), so one attacking address is stopped while the right password from another
 * address still opens; a much higher per-identity budget with growing delays bounds guessing
 * from many addresses. Kept in this process's memory, like RateLimiter.
 */
export class FailureBudget {
  private readonly pairs: RateLimiter;
  private readonly identities = new Map<string, IdentityState>();

  constructor(
    readonly rules: FailureRules,
    private readonly now: () => number = Date.now,
  ) {
    this.pairs = new RateLimiter(rules.perAddress.limit, rules.perAddress.windowMs, now);
  }

  /** Throws 429 (Retry-After) when this address has used its failures on the identity, or the identity must wait. */
  check(identity: string, address: string): void {
    this.pairs.check(pairKey(identity, address));
    const state = this.current(identity);
    if (!state) return;
    const now = this.now();
    if (state.failures >= this.rules.perIdentity.ceiling) throw tooManyAttempts(state.resetAt - now);
    if (state.nextAt > now) throw tooManyAttempts(state.nextAt - now);
  }

  /** Counts one failure of `address` on `identity`. */
  fail(identity: string, address: string): void {
    this.pairs.hit(pairKey(identity, address));
    const now = this.now();
    let state = this.current(identity);
    if (!state) {
      state = { failures: 0, resetAt: now + this.rules.perIdentity.windowMs, nextAt: 0 };
      this.identities.set(identity, state);
      if (this.identities.size > 50_000) this.sweep(now);
    }
    state.failures += 1;
    const { delayAfter, baseDelayMs, maxDelayMs } = this.rules.perIdentity;
    const over = state.failures - delayAfter;
    if (over > 0) state.nextAt = now + Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(over - 1, 30));
  }

  /** The right answer from `address`: its own failures on the identity are forgotten (others' are not). */
  succeed(identity: string, address: string): void {
    this.pairs.reset(pairKey(identity, address));
  }

  private current(identity: string): IdentityState | null {
    const state = this.identities.get(identity);
    if (!state || state.resetAt <= this.now()) return null;
    return state;
  }

  private sweep(now: number): void {
    for (const [key, state] of this.identities) if (state.resetAt <= now) this.identities.delete(key);
  }
}

function pairKey(identity: string, address: string): string {
  return `${identity}\n${address}`;
}
