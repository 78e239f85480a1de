import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../src/auth/rate-limit';
import { AppError } from '../../src/errors';
import { REPORT_LINK_FAILURE_RULES, REPORT_LINK_LIMITS, createReportLimits } from '../../src/services/reports';

const status = (fn: () => void) => {
  try {
    fn();
    return 200;
  } catch (error) {
    return (error as AppError).statusCode;
  }
};

describe('RateLimiter.check (budgets of failures)', () => {
  it('refuses once the budget is used, without counting the check itself', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, () => now);
    for (let i = 0; i < 10; i++) limiter.check('k');
    for (let i = 0; i < 3; i++) {
      expect(status(() => limiter.check('k'))).toBe(200);
      limiter.hit('k');
    }
    expect(status(() => limiter.check('k'))).toBe(429);
    expect(status(() => limiter.check('other'))).toBe(200);
    try {
      limiter.check('k');
    } catch (error) {
      expect((error as AppError).data).toEqual({ retryAfter: 60 });
    }
    now = 60_000;
    expect(status(() => limiter.check('k'))).toBe(200);
  });
});

describe('report link limits', () => {
  it('allow 30 failures per IP and 10 per (abbreviation, IP) in 15 minutes, 100 per abbreviation in an hour', () => {
    expect(REPORT_LINK_LIMITS).toEqual({ linkIp: { limit: 30, windowMs: 900_000 } });
    expect(REPORT_LINK_FAILURE_RULES.perAddress).toEqual({ limit: 10, windowMs: 900_000 });
    expect(REPORT_LINK_FAILURE_RULES.perIdentity.ceiling).toBe(100);
    const limits = createReportLimits(() => 0);
    expect([limits.linkAbbrev.rules, limits.linkIp.limit]).toEqual([REPORT_LINK_FAILURE_RULES, 30]);
  });
});
