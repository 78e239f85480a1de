import { describe, expect, it } from 'vitest';
import { niceStep, niceTicks } from '../../src/domain/charts/ticks';

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten from 0 to the first tick at or above the max', () => {
    expect(niceTicks(23, { integer: true })).toEqual([0, 5, 10, 15, 20, 25]);
    expect(niceTicks(7, { integer: true })).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(100, { integer: true })).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(1234, { integer: true })).toEqual([0, 500, 1000, 1500]);
  });

  it('ends exactly at a max that is already a tick', () => {
    expect(niceTicks(10, { integer: true })).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(25)).toEqual([0, 5, 10, 15, 20, 25]);
  });

  it('never uses fractions for counts', () => {
    expect(niceTicks(3, { integer: true })).toEqual([0, 1, 2, 3]);
    expect(niceTicks(1, { integer: true })).toEqual([0, 1]);
    for (let max = 1; max <= 200; max++) {
      const ticks = niceTicks(max, { integer: true });
      expect(ticks.every(Number.isInteger), `max ${max}`).toBe(true);
      expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max);
      expect(ticks.length, `max ${max}`).toBeLessThanOrEqual(11);
    }
  });

  it('allows fractions and 2.5 steps otherwise, without floating-point noise', () => {
    expect(niceTicks(1)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceTicks(0.7)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    expect(niceStep(12)).toBe(2.5);
    expect(niceStep(12, { integer: true })).toBe(5);
  });

  it('follows the target number of steps', () => {
    expect(niceTicks(100, { integer: true, target: 2 })).toEqual([0, 50, 100]);
    expect(niceTicks(100, { integer: true, target: 10 })).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });

  it('still gives an axis for 0, negative or non-finite maxima', () => {
    expect(niceTicks(0, { integer: true })).toEqual([0, 1]);
    expect(niceTicks(-5)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
    expect(niceTicks(Number.POSITIVE_INFINITY)).toEqual([0, 1]);
  });
});
