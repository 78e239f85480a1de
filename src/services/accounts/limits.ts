import type { FailureRules } from '../../auth/failure-budget';
import { FailureBudget } from '../../auth/failure-budget';
import { RateLimiter } from '../../auth/rate-limit';
import type { Queryable } from '../../db/types';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Attempt budgets (fixed windows, counted in the database, so shared by every process). Per-address
 * limits (IPv6 by /64) stop one client guessing across many accounts or opening many accounts.
 * - signInIp: wrong passwords from one address on any accounts (right ones are refunded, so an
 *   office behind one address signs in as often as it likes).
 * - passwordCheck: wrong current passwords per account (a stolen session cannot guess it).
 * - forgotIp, resetIp, resetToken, createIp: every request counts.
 */
export const ACCOUNT_LIMITS = {
  signInIp: { limit: 30, windowMs: 15 * MINUTE },
  forgotIp: { limit: 10, windowMs: 60 * MINUTE },
  resetIp: { limit: 20, windowMs: 15 * MINUTE },
  // Per reset link: only the mailbox's owner knows the token, so nobody else can spend this budget.
  resetToken: { limit: 10, windowMs: 15 * MINUTE },
  createIp: { limit: 10, windowMs: 60 * MINUTE },
  passwordCheck: { limit: 10, windowMs: 15 * MINUTE },
} as const;

/**
 * Budgets per account that others cannot turn against its owner (src/auth/failure-budget.ts):
 * - signIn: wrong passwords. One address gets 10 per 15 minutes on an account. Past 20 on the account
 *   in an hour from everywhere, each attempt from an address that has failed on it itself waits 1 s,
 *   2 s, 4 s … up to 30 s, and past 100 such an address is refused for the rest of the hour; an address
 *   without failures of its own on the account is never delayed or refused for others' failures.
 * - forgot: reset mails asked for an address (every request counts). One address may ask 3 times
 *   an hour; past 5 in an hour each waits a growing delay (1 to 10 minutes); 10 an hour at most,
 *   from everywhere, so a mailbox is not flooded. Each mail holds a working link, so the owner is never locked out.
 */
export const ACCOUNT_FAILURE_RULES = {
  signIn: {
    perAddress: { limit: 10, windowMs: 15 * MINUTE },
    perIdentity: { delayAfter: 20, baseDelayMs: SECOND, maxDelayMs: 30 * SECOND, ceiling: 100, windowMs: 60 * MINUTE },
    cleanAddressesExempt: true,
  },
  forgot: {
    perAddress: { limit: 3, windowMs: 60 * MINUTE },
    perIdentity: { delayAfter: 5, baseDelayMs: MINUTE, maxDelayMs: 10 * MINUTE, ceiling: 10, windowMs: 60 * MINUTE },
    cleanAddressesExempt: false,
  },
} as const satisfies Record<string, FailureRules>;

export type AccountLimits = { [K in keyof typeof ACCOUNT_LIMITS]: RateLimiter } & { [K in keyof typeof ACCOUNT_FAILURE_RULES]: FailureBudget };

/** The account limiters over `db`'s shared counters; `now` replaces the clock (tests). */
export function accountLimitsOf(db: Queryable, now: () => number = Date.now): AccountLimits {
  const limiters = Object.entries(ACCOUNT_LIMITS).map(([name, { limit, windowMs }]) => [name, new RateLimiter(db, `account:${name}`, limit, windowMs, now)]);
  const budgets = Object.entries(ACCOUNT_FAILURE_RULES).map(([name, rules]) => [name, new FailureBudget(db, `account:${name}`, rules, now)]);
  return Object.fromEntries([...limiters, ...budgets]) as AccountLimits;
}
