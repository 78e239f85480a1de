import { RateLimiter } from '../../auth/rate-limit';

const MINUTE = 60_000;

/**
 * Failed report-link attempts allowed per window: per abbreviation (guessing one company's
 * password from many addresses) and per IP (one client trying many companies).
 */
export const REPORT_LINK_LIMITS = {
  linkAbbrev: { limit: 10, windowMs: 15 * MINUTE },
  linkIp: { limit: 30, windowMs: 15 * MINUTE },
} as const;

export type ReportLimits = { [K in keyof typeof REPORT_LINK_LIMITS]: RateLimiter };

export function createReportLimits(now: () => number = Date.now): ReportLimits {
  const { linkAbbrev, linkIp } = REPORT_LINK_LIMITS;
  return { linkAbbrev: new RateLimiter(linkAbbrev.limit, linkAbbrev.windowMs, now), linkIp: new RateLimiter(linkIp.limit, linkIp.windowMs, now) };
}
