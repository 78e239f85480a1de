import { counterKey, forgetAttempts, refundAttempt, reserveAttempt } from '../db/attempt-counters';
import type { Queryable } from '../db/types';
import { addressKey } from './address-key';
import { tooManyAttempts } from './rate-limit';

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
  /**
   * True: the per-identity delays and ceiling hold only for addresses with failures of their own on the
   * identity (in their per-address window), so others' failures never keep the owner out. False: for
   * budgets where every request counts (reset mails), they hold for everyone.
   */
  cleanAddressesExempt: boolean;
}

/** One attempt on an identity, counted as a failure until `succeed` says it was right. */
export interface FailureSlot {
  /** The right answer: this attempt is given back and the address's own failures on the identity are forgotten. */
  succeed(): Promise<void>;
}

/**
 * Failure budgets that slow a guesser without locking the owner out. Each attempt is reserved before it
 * is tried (atomic, in the shared attempt_counters table), and refunded when it was right:
 * - per (identity, address /64): `perAddress.limit` failures a window, for everyone;
 * - per identity: the delays and the ceiling of `perIdentity`, counted from every address, and with
 *   `cleanAddressesExempt` applied only to an address that has failures of its own on it, so the right
 *   password from an address that has not been failing always gets its check.
 */
export class FailureBudget {
  constructor(
    private readonly db: Queryable,
    /** Names this budget's counters apart from every other limiter's. */
    private readonly name: string,
    readonly rules: FailureRules,
    private readonly now: () => number = Date.now,
  ) {}

  /** Reserves one attempt of `address` on `identity`; throws 429 (Retry-After) when it must not be tried now. */
  async reserve(identity: string, address: string): Promise<FailureSlot> {
    const now = this.now();
    const pairKey = counterKey(`${this.name}:pair`, `${identity}\n${addressKey(address)}`);
    const pair = await reserveAttempt(this.db, pairKey, this.rules.perAddress, now);
    if (!pair.taken) throw tooManyAttempts(pair.waitMs);
    // A count of one: no failure of this address on the identity in its window, and no attempt of it in flight.
    const clean = pair.count === 1 && this.rules.cleanAddressesExempt;
    const { delayAfter, baseDelayMs, maxDelayMs, ceiling, windowMs } = this.rules.perIdentity;
    const identityRule = { limit: ceiling, windowMs, delay: { after: delayAfter, baseMs: baseDelayMs, maxMs: maxDelayMs } };
    const identityKey = counterKey(`${this.name}:identity`, identity);
    // A clean address's attempt is not refused for others' failures, but it still counts as one on the identity.
    const onIdentity = await reserveAttempt(this.db, identityKey, identityRule, now, clean);
    if (!onIdentity.taken) {
      await refundAttempt(this.db, pairKey, pair.resetAt);
      throw tooManyAttempts(onIdentity.waitMs);
    }
    return {
      succeed: async () => {
        await forgetAttempts(this.db, pairKey);
        await refundAttempt(this.db, identityKey, onIdentity.resetAt);
      },
    };
  }
}
