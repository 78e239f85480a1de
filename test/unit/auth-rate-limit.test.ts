import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../../src/auth/rate-limit';
import type { Db } from '../../src/db/types';
import { AppError } from '../../src/errors';
import { ACCOUNT_FAILURE_RULES, ACCOUNT_LIMITS, accountLimitsOf } from '../../src/services/accounts/limits';
import { createCounterDb } from '../helpers/counter-db';

let db: Db;
// Opening PGlite takes seconds on a busy machine.
beforeAll(async () => {
  db = await createCounterDb();
}, 60_000);
afterAll(() => db.close());

let names = 0;
/** A limiter with a name of its own, so tests sharing the database never share counts. */
const limiter = (limit: number, windowMs: number, now: () => number) => new RateLimiter(db, `test-${++names}`, limit, windowMs, now);

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

async function caught(attempt: Promise<unknown>): Promise<AppError | null> {
  try {
    await attempt;
    return null;
  } catch (error) {
    return error as AppError;
  }
}

describe('RateLimiter', () => {
  it('allows `limit` attempts per window, then throws 429 with Retry-After in seconds', async () => {
    const c = clock();
    const l = limiter(3, 60_000, c.now);
    for (let i = 0; i < 3; i++) expect(await caught(l.hit('ip'))).toBeNull();
    c.advance(15_000);
    const error = await caught(l.hit('ip'));
    expect(error).toBeInstanceOf(AppError);
    expect(error?.statusCode).toBe(429);
    expect(error?.data).toEqual({ retryAfter: 45 });
  });

  it('opens a fresh window once the old one ends', async () => {
    const c = clock();
    const l = limiter(2, 10_000, c.now);
    await l.hit('k');
    await l.hit('k');
    expect((await caught(l.hit('k')))?.statusCode).toBe(429);
    c.advance(9_999);
    expect((await caught(l.hit('k')))?.statusCode).toBe(429);
    c.advance(1);
    expect(await caught(l.hit('k'))).toBeNull();
    expect(await caught(l.hit('k'))).toBeNull();
    expect((await caught(l.hit('k')))?.statusCode).toBe(429);
  });

  it('counts keys independently; a refunded reservation is given back, a refused one never counted', async () => {
    const l = limiter(1, 60_000, clock().now);
    const slot = await l.reserve('a');
    expect(await caught(l.hit('b'))).toBeNull();
    for (let i = 0; i < 5; i++) expect((await caught(l.hit('a')))?.statusCode).toBe(429);
    await slot.refund();
    expect(await caught(l.hit('a'))).toBeNull();
    expect((await caught(l.hit('a')))?.statusCode).toBe(429);
  });

  it('a refund from an ended window does not give room in the next one', async () => {
    const c = clock();
    const l = limiter(1, 10_000, c.now);
    const old = await l.reserve('k');
    c.advance(10_000);
    await l.hit('k');
    await old.refund();
    expect((await caught(l.hit('k')))?.statusCode).toBe(429);
  });

  it('never advertises less than one second', async () => {
    const c = clock();
    const l = limiter(1, 1_000, c.now);
    await l.hit('k');
    c.advance(999);
    expect((await caught(l.hit('k')))?.data).toEqual({ retryAfter: 1 });
  });

  it('says where a key stands: the whole budget at first, counting down, 0 when refused, full again with the window', async () => {
    const c = clock();
    const l = limiter(3, 60_000, c.now);
    expect(await l.count('a')).toEqual({ allowed: true, remaining: 2, resetSeconds: 60 });
    c.advance(15_000);
    expect(await l.count('a')).toEqual({ allowed: true, remaining: 1, resetSeconds: 45 });
    expect(await l.count('a')).toEqual({ allowed: true, remaining: 0, resetSeconds: 45 });
    expect(await l.count('a')).toEqual({ allowed: false, remaining: 0, resetSeconds: 45 });
    expect((await l.count('b')).remaining).toBe(2);
    c.advance(45_000);
    expect(await l.count('a')).toEqual({ allowed: true, remaining: 2, resetSeconds: 60 });
  });

  it('lets exactly `limit` of hundreds of racing attempts through', async () => {
    const l = limiter(25, 60_000, clock().now);
    const outcomes = await Promise.all(Array.from({ length: 300 }, () => caught(l.hit('burst'))));
    expect(outcomes.filter((e) => e === null)).toHaveLength(25);
    expect(outcomes.filter((e) => e?.statusCode === 429)).toHaveLength(275);
  });
});

describe('account limits', () => {
  it('build one limiter per budget with the documented numbers', () => {
    const limits = accountLimitsOf(db);
    expect(Object.keys(limits).sort()).toEqual([...Object.keys(ACCOUNT_LIMITS), ...Object.keys(ACCOUNT_FAILURE_RULES)].sort());
    for (const [name, budget] of Object.entries(ACCOUNT_LIMITS)) {
      const l = limits[name as keyof typeof ACCOUNT_LIMITS];
      expect(l.limit).toBe(budget.limit);
      expect(l.windowMs).toBe(budget.windowMs);
    }
    for (const [name, rules] of Object.entries(ACCOUNT_FAILURE_RULES)) expect(limits[name as keyof typeof ACCOUNT_FAILURE_RULES].rules).toBe(rules);
    expect(ACCOUNT_FAILURE_RULES.signIn.perAddress.limit).toBeLessThan(ACCOUNT_LIMITS.signInIp.limit);
    expect(ACCOUNT_FAILURE_RULES.signIn.perIdentity.ceiling).toBeGreaterThan(ACCOUNT_FAILURE_RULES.signIn.perAddress.limit * 5);
  });

  it('are shared by every set of limiters over one database (the HTTP tests show it across app instances)', async () => {
    const c = clock();
    const a = accountLimitsOf(db, c.now);
    const b = accountLimitsOf(db, c.now);
    for (let i = 0; i < ACCOUNT_LIMITS.createIp.limit; i++) await a.createIp.hit('10.0.0.1');
    expect((await caught(b.createIp.hit('10.0.0.1')))?.statusCode).toBe(429);
    expect(await caught(b.createIp.hit('10.0.0.2'))).toBeNull();
  });
});
