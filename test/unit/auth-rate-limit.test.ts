import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../src/auth/rate-limit';
import { AppError } from '../../src/errors';
import { ACCOUNT_FAILURE_RULES, ACCOUNT_LIMITS, createAccountLimits } from '../../src/services/accounts/limits';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function caught(fn: () => void): AppError | null {
  try {
    fn();
    return null;
  } catch (error) {
    return error as AppError;
  }
}

describe('RateLimiter', () => {
  it('allows `limit` attempts per window, then throws 429 with Retry-After in seconds', () => {
    const c = clock();
    const limiter = new RateLimiter(3, 60_000, c.now);
    for (let i = 0; i < 3; i++) expect(caught(() => limiter.hit('ip'))).toBeNull();
    c.advance(15_000);
    const error = caught(() => limiter.hit('ip'));
    expect(error).toBeInstanceOf(AppError);
    expect(error?.statusCode).toBe(429);
    expect(error?.data).toEqual({ retryAfter: 45 });
  });

  it('opens a fresh window once the old one ends', () => {
    const c = clock();
    const limiter = new RateLimiter(2, 10_000, c.now);
    limiter.hit('k');
    limiter.hit('k');
    expect(caught(() => limiter.hit('k'))?.statusCode).toBe(429);
    c.advance(9_999);
    expect(caught(() => limiter.hit('k'))?.statusCode).toBe(429);
    c.advance(1);
    expect(caught(() => limiter.hit('k'))).toBeNull();
    expect(caught(() => limiter.hit('k'))).toBeNull();
    expect(caught(() => limiter.hit('k'))?.statusCode).toBe(429);
  });

  it('counts keys independently and forgets a key on reset', () => {
    const limiter = new RateLimiter(1, 60_000, clock().now);
    limiter.hit('a');
    expect(caught(() => limiter.hit('b'))).toBeNull();
    expect(caught(() => limiter.hit('a'))?.statusCode).toBe(429);
    limiter.reset('a');
    expect(caught(() => limiter.hit('a'))).toBeNull();
  });

  it('never advertises less than one second', () => {
    const c = clock();
    const limiter = new RateLimiter(1, 1_000, c.now);
    limiter.hit('k');
    c.advance(999);
    expect(caught(() => limiter.hit('k'))?.data).toEqual({ retryAfter: 1 });
  });
});

describe('account limits', () => {
  it('build one limiter per budget with the documented numbers', () => {
    const c = clock();
    const limits = createAccountLimits(c.now);
    expect(Object.keys(limits).sort()).toEqual([...Object.keys(ACCOUNT_LIMITS), ...Object.keys(ACCOUNT_FAILURE_RULES)].sort());
    for (const [name, budget] of Object.entries(ACCOUNT_LIMITS)) {
      const limiter = limits[name as keyof typeof ACCOUNT_LIMITS];
      expect(limiter.limit).toBe(budget.limit);
      expect(limiter.windowMs).toBe(budget.windowMs);
    }
    for (const [name, rules] of Object.entries(ACCOUNT_FAILURE_RULES)) expect(limits[name as keyof typeof ACCOUNT_FAILURE_RULES].rules).toBe(rules);
    expect(ACCOUNT_FAILURE_RULES.signIn.perAddress.limit).toBeLessThan(ACCOUNT_LIMITS.signInIp.limit);
    expect(ACCOUNT_FAILURE_RULES.signIn.perIdentity.ceiling).toBeGreaterThan(ACCOUNT_FAILURE_RULES.signIn.perAddress.limit * 5);
  });

  it('are separate per app instance', () => {
    const a = createAccountLimits();
    const b = createAccountLimits();
    for (let i = 0; i < ACCOUNT_LIMITS.createIp.limit; i++) a.createIp.hit('10.0.0.1');
    expect(caught(() => a.createIp.hit('10.0.0.1'))?.statusCode).toBe(429);
    expect(caught(() => b.createIp.hit('10.0.0.1'))).toBeNull();
  });
});
