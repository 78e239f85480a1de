import type { FailureRules } from '../../auth/failure-budget';
import { FailureBudget } from '../../auth/failure-budget';
import { RateLimiter } from '../../auth/rate-limit';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Attempt budgets (fixed windows, per process). Per-IP limits stop one client guessing
 * across many accounts or opening many accounts.
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
 * Budgets per account that others cannot turn against its owner: counted per (account, address),
 * with a much higher per-account ceiling and growing delays (src/auth/failure-budget.ts).
 * - signIn: wrong passwords. One address gets 10 per 15 minutes; past 20 on the account from
 *   everywhere, each attempt waits 1 s, 2 s, 4 s … up to 30 s; 100 in an hour close it for the rest of the hour.
 * - forgot: reset mails asked for an address (every request counts). One address may ask 3 times
 *   an hour; past 5 in an hour each waits a growing delay (1 to 10 minutes); 10 an hour at most,
 *   so a mailbox is not flooded. Each mail holds a working link, so the owner is never locked out.
 */
export const ACCOUNT_FAILURE_RULES = {
  signIn: {
    perAddress: { limit: 10, windowMs: 15 * MINUTE },
    perIdentity: { delayAfter: 20, baseDelayMs: SECOND, maxDelayMs: 30 * SECOND, ceiling: 100, windowMs: 60 * MINUTE },
  },
  forgot: {
    perAddress: { limit: 3, windowMs: 60 * MINUTE },
    perIdentity: { delayAfter: 5, baseDelayMs: MINUTE, maxDelayMs: 10 * MINUTE, ceiling: 10, windowMs: 60 * MINUTE },
  },
} as const satisfies Record<string, FailureRules>;

export type AccountLimits = { [K in keyof typeof ACCOUNT_LIMITS]: RateLimiter } & { [K in keyof typeof ACCOUNT_FAILURE_RULES]: FailureBudget };

/** One set of limiters per app instance (tests build their own apps, so their own counters). */
export function createAccountLimits(now: () => number = Date.now): AccountLimits {
  const limiters = Object.entries(ACCOUNT_LIMITS).map(([name, { limit, windowMs }]) => [name, new RateLimiter(limit, windowMs, now)]);
  const budgets = Object.entries(ACCOUNT_FAILURE_RULES).map(([name, rules]) => [name, new FailureBudget(rules, now)]);
  return Object.fromEntries([...limiters, ...budgets]) as AccountLimits;
}

const appLimits = new WeakMap<object, AccountLimits>();

/**
 * The limiters of one app (keyed by its database), so that the JSON calls and the pages' form posts
 * count against the same budgets.
 */
export function accountLimitsOf(db: object): AccountLimits {
  let limits = appLimits.get(db);
  if (!limits) appLimits.set(db, (limits = createAccountLimits()));
  return limits;
}
