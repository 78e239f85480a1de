import { describe, expect, it } from 'vitest';
import { allocate } from '../../scripts/seed/allocate';
import { companyCount, planCompanies } from '../../scripts/seed/companies';
import { Rng } from '../../scripts/seed/prng';

describe('seeded random generator', () => {
  it('gives the same sequence for the same seed', () => {
    const a = new Rng(42);
    const b = new Rng(42);
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
  });

  it('gives different sequences for different seeds', () => {
    expect(new Rng(1).next()).not.toBe(new Rng(2).next());
  });

  it('returns floats in [0, 1) and integers within bounds', () => {
    const rng = new Rng(7);
    for (let i = 0; i < 2000; i++) {
      const f = rng.next();
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
      const n = rng.int(3, 9);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(9);
    }
  });

  it('forks independent, reproducible streams', () => {
    const root = new Rng(5);
    const x = root.fork('companies').next();
    root.next(); // drawing from the parent does not move a fork
    expect(root.fork('companies').next()).toBe(x);
    expect(root.fork('users').next()).not.toBe(x);
  });

  it('shuffles, samples and picks by weight deterministically', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(new Rng(9).shuffle(items)).toEqual(new Rng(9).shuffle(items));
    expect([...new Rng(9).shuffle(items)].sort()).toEqual(items);
    expect(new Set(new Rng(3).sample(items, 4)).size).toBe(4);
    const rng = new Rng(11);
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 4000; i++) counts[rng.weighted([['a', 3], ['b', 1]] as const)]++;
    expect(counts.a / counts.b).toBeGreaterThan(2.4);
    expect(counts.a / counts.b).toBeLessThan(3.8);
  });

  it('fills {a|b} alternatives', () => {
    const text = new Rng(4).fill('{16|18}-gauge steel, U-factor {0.29|0.32}');
    expect(text).toMatch(/^(16|18)-gauge steel, U-factor 0\.(29|32)$/);
  });

  it('splits a product total exactly across companies', () => {
    for (const [total, count] of [[200, 12], [5000, 313], [7, 12]] as const) {
      const shares = allocate(new Rng(1), total, count);
      expect(shares).toHaveLength(count);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it('plans the same companies for the same seed', () => {
    const plan = (seed: number) => planCompanies(new Rng(seed), companyCount(800), 800).map((c) => [c.coid, c.name, c.webabrv]);
    expect(plan(20261122)).toEqual(plan(20261122));
    expect(plan(20261122)).not.toEqual(plan(1));
    expect(companyCount(5000)).toBeGreaterThanOrEqual(300);
    expect(companyCount(200)).toBe(13);
    expect(companyCount(100)).toBe(12);
  });
});
