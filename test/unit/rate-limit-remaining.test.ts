import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../src/auth/rate-limit';

describe('RateLimiter.remaining', () => {
  it('reports the whole budget for an unseen key, counts down with hits and resets with the window', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect(limiter.remaining('a')).toEqual({ remaining: 3, resetSeconds: 60 });
    limiter.hit('a');
    now += 15_000;
    limiter.hit('a');
    expect(limiter.remaining('a')).toEqual({ remaining: 1, resetSeconds: 45 });
    limiter.hit('a');
    expect(() => limiter.hit('a')).toThrow(/Too many/);
    expect(limiter.remaining('a').remaining).toBe(0);
    expect(limiter.remaining('b').remaining).toBe(3);
    now += 45_000;
    expect(limiter.remaining('a')).toEqual({ remaining: 3, resetSeconds: 60 });
  });
});
