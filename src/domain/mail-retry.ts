/**
 * When an undelivered mail is tried again: one minute after the first failure, doubling each time,
 * at most four hours apart, and given up after the eighth attempt (about nine hours in all).
 */
export const MAIL_MAX_ATTEMPTS = 8;
export const MAIL_FIRST_RETRY_MS = 60_000;
const MAIL_MAX_RETRY_MS = 4 * 3_600_000;
/** How long a sender holds a row it is delivering before another worker may take it (a crashed sender's rows come back). */
export const MAIL_LEASE_MS = 10 * 60_000;

/** The wait before the next attempt, after `attempts` failed ones (1 or more). */
export function retryDelayMs(attempts: number): number {
  const failures = Math.max(1, Math.floor(attempts));
  return Math.min(MAIL_MAX_RETRY_MS, MAIL_FIRST_RETRY_MS * 2 ** Math.min(failures - 1, 30));
}

/** Whether a mail that failed `attempts` times is given up. */
export function givesUp(attempts: number, maxAttempts = MAIL_MAX_ATTEMPTS): boolean {
  return attempts >= maxAttempts;
}
