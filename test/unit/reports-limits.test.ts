import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../src/auth/rate-limit';
import type { AppError } from '../../src/errors';

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
    expect(() => limiter.check('k')).toThrow(expect.objectContaining({ statusCode: 429, data: { retryAfter: 60 } }));
    now = 60_000;
    expect(status(() => limiter.check('k'))).toBe(200);
  });
});
