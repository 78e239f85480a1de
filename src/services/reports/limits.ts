import type { FailureRules } from '../../auth/failure-budget';
import { FailureBudget } from '../../auth/failure-budget';
import { RateLimiter } from '../../auth/rate-limit';
import type { Queryable } from '../../db/types';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Failed report-link attempts, reserved before the password is checked and refunded when it is right
 * (counted in the database, so shared by every process). Per address (IPv6 by /64) across
 * abbreviations (one client trying many companies): 30 failures per 15 minutes. Per abbreviation,
 * counted per (abbreviation, address) so an attacker cannot lock a manufacturer out of its own
 * bookmarked link: one address gets 10 failures per 15 minutes; past 20 on the abbreviation in an hour
 * from everywhere, each attempt from an address that has failed on it itself waits a delay doubling
 * from 1 s to 30 s, and past 100 such an address is refused for the rest of the hour. An address
 * without failures of its own on the link is never delayed or refused for others' failures.
 */
export const REPORT_LINK_LIMITS = {
  linkIp: { limit: 30, windowMs: 15 * MINUTE },
} as const;

export const REPORT_LINK_FAILURE_RULES = {
  perAddress: { limit: 10, windowMs: 15 * MINUTE },
  perIdentity: { delayAfter: 20, baseDelayMs: SECOND, maxDelayMs: 30 * SECOND, ceiling: 100, windowMs: 60 * MINUTE },
  cleanAddressesExempt: true,
} as const satisfies FailureRules;

export interface ReportLimits {
  linkIp: RateLimiter;
  /** Failures per abbreviation (lower case) and address. */
  linkAbbrev: FailureBudget;
}

/** The report-link limiters over `db`'s shared counters; `now` replaces the clock (tests). */
export function createReportLimits(db: Queryable, now: () => number = Date.now): ReportLimits {
  const { linkIp } = REPORT_LINK_LIMITS;
  return {
    linkIp: new RateLimiter(db, 'report:linkIp', linkIp.limit, linkIp.windowMs, now),
    linkAbbrev: new FailureBudget(db, 'report:linkAbbrev', REPORT_LINK_FAILURE_RULES, now),
  };
}
