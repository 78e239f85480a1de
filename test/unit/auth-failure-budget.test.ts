import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FailureRules, FailureSlot } from '../../src/auth/failure-budget';
import { FailureBudget } from '../../src/auth/failure-budget';
import type { Db } from '../../src/db/types';
import type { AppError } from '../../src/errors';
import { createCounterDb } from '../helpers/counter-db';

const RULES: FailureRules = {
  perAddress: { limit: 3, windowMs: 60_000 },
  perIdentity: { delayAfter: 5, baseDelayMs: 1_000, maxDelayMs: 8_000, ceiling: 12, windowMs: 600_000 },
  cleanAddressesExempt: true,
};

let db: Db;
// Opening PGlite takes seconds on a busy machine.
beforeAll(async () => {
  db = await createCounterDb();
}, 60_000);
afterAll(() => db.close());

let names = 0;
function setup(rules: FailureRules = RULES) {
  let now = 1_000_000;
  // A name of its own per test: the tests share the database, never counts.
  const budget = new FailureBudget(db, `test-${++names}`, rules, () => now);
  return { budget, advance: (ms: number) => (now += ms) };
}

/** Reserves an attempt: the slot, or the Retry-After (seconds) of the 429. */
async function attempt(budget: FailureBudget, identity: string, address: string): Promise<FailureSlot | number> {
  try {
    return await budget.reserve(identity, address);
  } catch (error) {
    // Anything but a 429 is not a refusal: it fails the test where it happens.
    if ((error as AppError).statusCode !== 429) throw error;
    return (error as AppError & { data: { retryAfter: number } }).data.retryAfter;
  }
}

/** A failed attempt (its reservation simply stays counted); throws if it was refused. */
async function fail(budget: FailureBudget, identity: string, address: string): Promise<void> {
  const slot = await attempt(budget, identity, address);
  if (typeof slot === 'number') throw new Error(`refused for ${slot} s`);
}

describe('FailureBudget', () => {
  it('stops the failing address on that identity only: the owner from another address still gets through', async () => {
    const { budget } = setup();
    for (let i = 0; i < 3; i++) await fail(budget, 'acme', 'attacker');
    expect(await attempt(budget, 'acme', 'attacker')).toBe(60);
    expect(typeof (await attempt(budget, 'acme', 'owner'))).toBe('object');
    expect(typeof (await attempt(budget, 'other', 'attacker'))).toBe('object');
  });

  it('keys IPv6 addresses by their /64: another address of the same network shares its budget', async () => {
    const { budget } = setup();
    for (let i = 1; i <= 3; i++) await fail(budget, 'acme', `2001:db8:1:2::${i}`);
    expect(await attempt(budget, 'acme', '2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(60);
    expect(typeof (await attempt(budget, 'acme', '2001:db8:1:3::1'))).toBe('object');
  });

  it('a right answer is given back and forgets the address’s own failures', async () => {
    const { budget } = setup();
    await fail(budget, 'acme', 'owner');
    await fail(budget, 'acme', 'owner');
    const right = await attempt(budget, 'acme', 'owner');
    if (typeof right === 'number') throw new Error('refused');
    await right.succeed();
    await fail(budget, 'acme', 'owner');
    await fail(budget, 'acme', 'owner');
    expect(typeof (await attempt(budget, 'acme', 'owner'))).toBe('object');
  });

  it('past delayAfter failures, an address with failures of its own waits a doubling delay; a clean address never does', async () => {
    const { budget, advance } = setup();
    for (let i = 0; i < 5; i++) await fail(budget, 'acme', `addr-${i}`);
    const delays: number[] = [];
    for (let i = 0; i < 5; i++) {
      // addr-i failed once already: this failure counts on the identity and sets the delay before its next attempt.
      await fail(budget, 'acme', `addr-${i}`);
      const seconds = await attempt(budget, 'acme', `addr-${i}`);
      expect(typeof seconds).toBe('number');
      delays.push(seconds as number);
      advance((seconds as number) * 1000);
    }
    expect(delays).toEqual([1, 2, 4, 8, 8]);
    await fail(budget, 'acme', 'addr-0');
    expect(typeof (await attempt(budget, 'acme', 'addr-0'))).toBe('number');
    expect(typeof (await attempt(budget, 'acme', 'owner'))).toBe('object');
  });

  it('past the ceiling refuses addresses that have been failing until the window ends, never a clean one', async () => {
    const { budget, advance } = setup({ ...RULES, perAddress: { limit: 3, windowMs: 600_000 } });
    for (let i = 0; i < 12; i++) {
      advance(8_000);
      await fail(budget, 'acme', `addr-${Math.floor(i / 2)}`);
    }
    advance(8_000);
    const retryAfter = await attempt(budget, 'acme', 'addr-0');
    expect(retryAfter).toBe(600 - 12 * 8);
    expect(typeof (await attempt(budget, 'acme', 'owner'))).toBe('object');
    advance((retryAfter as number) * 1000);
    expect(typeof (await attempt(budget, 'acme', 'addr-0'))).toBe('object');
  });

  it('with cleanAddressesExempt false (reset mails) the identity’s ceiling holds for every address', async () => {
    const { budget } = setup({ ...RULES, cleanAddressesExempt: false, perIdentity: { ...RULES.perIdentity, delayAfter: 100 } });
    for (let i = 0; i < 12; i++) await fail(budget, 'acme', `addr-${i}`);
    expect(typeof (await attempt(budget, 'acme', 'fresh'))).toBe('number');
  });

  it('of hundreds of racing attempts from one address, exactly the per-address limit are let through', async () => {
    const { budget } = setup();
    const outcomes = await Promise.all(Array.from({ length: 200 }, () => attempt(budget, 'acme', 'burst')));
    expect(outcomes.filter((o) => typeof o === 'object')).toHaveLength(3);
  });
});
