import { describe, expect, it } from 'vitest';
import type { FailureRules } from '../../src/auth/failure-budget';
import { FailureBudget } from '../../src/auth/failure-budget';
import type { AppError } from '../../src/errors';

const RULES: FailureRules = {
  perAddress: { limit: 3, windowMs: 60_000 },
  perIdentity: { delayAfter: 5, baseDelayMs: 1_000, maxDelayMs: 8_000, ceiling: 12, windowMs: 600_000 },
};

function setup() {
  let now = 1_000_000;
  const budget = new FailureBudget(RULES, () => now);
  return { budget, advance: (ms: number) => (now += ms) };
}

/** The Retry-After of a refused check, or null when the attempt may go ahead. */
function wait(budget: FailureBudget, identity: string, address: string): number | null {
  try {
    budget.check(identity, address);
    return null;
  } catch (error) {
    // Anything but a 429 is not a refusal: it fails the test where it happens.
    if ((error as AppError).statusCode !== 429) throw error;
    return (error as AppError & { data: { retryAfter: number } }).data.retryAfter;
  }
}

describe('FailureBudget', () => {
  it('stops the failing address on that identity only: the owner from another address still gets through', () => {
    const { budget } = setup();
    for (let i = 0; i < 3; i++) {
      expect(wait(budget, 'acme', 'attacker')).toBeNull();
      budget.fail('acme', 'attacker');
    }
    expect(wait(budget, 'acme', 'attacker')).toBe(60);
    expect(wait(budget, 'acme', 'owner')).toBeNull();
    expect(wait(budget, 'other', 'attacker')).toBeNull();
  });

  it('forgets an address’s own failures when it answers right', () => {
    const { budget } = setup();
    budget.fail('acme', 'owner');
    budget.fail('acme', 'owner');
    budget.succeed('acme', 'owner');
    budget.fail('acme', 'owner');
    budget.fail('acme', 'owner');
    expect(wait(budget, 'acme', 'owner')).toBeNull();
  });

  it('past delayAfter failures from many addresses, every attempt on the identity waits a doubling delay up to the maximum', () => {
    const { budget, advance } = setup();
    for (let i = 0; i < 5; i++) budget.fail('acme', `addr-${i}`);
    expect(wait(budget, 'acme', 'owner')).toBeNull();
    const delays: number[] = [];
    for (let i = 5; i < 10; i++) {
      budget.fail('acme', `addr-${i}`);
      const seconds = wait(budget, 'acme', 'owner')!;
      delays.push(seconds);
      advance(seconds * 1000);
      expect(wait(budget, 'acme', 'owner')).toBeNull();
    }
    expect(delays).toEqual([1, 2, 4, 8, 8]);
  });

  it('past the ceiling refuses everyone (429, Retry-After) until the window ends, then opens again', () => {
    const { budget, advance } = setup();
    for (let i = 0; i < 12; i++) {
      advance(8_000);
      expect(wait(budget, 'acme', `addr-${i}`)).toBeNull();
      budget.fail('acme', `addr-${i}`);
    }
    advance(8_000);
    const retryAfter = wait(budget, 'acme', 'owner');
    expect(retryAfter).toBe(600 - 12 * 8);
    advance(retryAfter! * 1000);
    expect(wait(budget, 'acme', 'owner')).toBeNull();
  });
});
