import type { FailureRules } from '../../auth/failure-budget';
import { FailureBudget } from '../../auth/failure-budget';
import { RateLimiter } from '../../auth/rate-limit';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Failed report-link attempts. Per IP across abbreviations (one client trying many companies):
 * 30 per 15 minutes. Per abbreviation, counted per (abbreviation, IP) so an attacker cannot lock
 * a manufacturer out of its own bookmarked link: one address gets 10 failures per 15 minutes;
 * past 20 on the abbreviation from everywhere, each attempt waits a delay doubling from 1 s to
 * 30 s; 100 in an hour (reached after some 50 minutes at that pace) close the link for the rest of the hour.
 */
const REPORT_LINK_LIMITS = {
  linkIp: { limit: 30, windowMs: 15 * MINUTE },
} as const;

export const REPORT_LINK_FAILURE_RULES = {
  perAddress: { limit: 10, windowMs: 15 * MINUTE },
  perIdentity: { delayAfter: 20, baseDelayMs: SECOND, maxDelayMs: 30 * SECOND, ceiling: 100, windowMs: 60 * MINUTE },
} as const satisfies FailureRules;

export interface ReportLimits {
  linkIp: RateLimiter;
  /** Failures per abbreviation (lower case) and address. */
  linkAbbrev: FailureBudget;
}

export function createReportLimits(now: () => number = Date.now): ReportLimits {
  const { linkIp } = REPORT_LINK_LIMITS;
  return { linkIp: new RateLimiter(linkIp.limit, linkIp.windowMs, now), linkAbbrev: new FailureBudget(REPORT_LINK_FAILURE_RULES, now) };
}
