import { RateLimiter } from '../../auth/rate-limit';

const MINUTE = 60_000;

/**
 * Attempt budgets (fixed windows, per process). Per-IP limits stop one client guessing
 * across many accounts; per-account limits stop many clients guessing one account and
 * keep the mailbox of an address from being flooded with reset mails.
 */
export const ACCOUNT_LIMITS = {
  signInIp: { limit: 30, windowMs: 15 * MINUTE },
  signInAccount: { limit: 10, windowMs: 15 * MINUTE },
  forgotIp: { limit: 10, windowMs: 60 * MINUTE },
  forgotAccount: { limit: 3, windowMs: 60 * MINUTE },
  resetIp: { limit: 20, windowMs: 15 * MINUTE },
  resetToken: { limit: 10, windowMs: 15 * MINUTE },
  createIp: { limit: 10, windowMs: 60 * MINUTE },
  passwordCheck: { limit: 10, windowMs: 15 * MINUTE },
} as const;

export type AccountLimits = { [K in keyof typeof ACCOUNT_LIMITS]: RateLimiter };

/** One set of limiters per app instance (tests build their own apps, so their own counters). */
export function createAccountLimits(now: () => number = Date.now): AccountLimits {
  const entries = Object.entries(ACCOUNT_LIMITS).map(([name, { limit, windowMs }]) => [name, new RateLimiter(limit, windowMs, now)]);
  return Object.fromEntries(entries) as AccountLimits;
}
