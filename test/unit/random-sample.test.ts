import { describe, expect, it } from 'vitest';
import type { FeaturedCandidate } from '../../src/domain/random-sample';
import { pickFeatured, sampleOf } from '../../src/domain/random-sample';

const candidates: FeaturedCandidate[] = Array.from({ length: 20 }, (_, i) => ({
  seq: i + 1,
  coid: i % 2 === 0 ? 10001 : 10002,
  division: i < 10 ? '08' : '09',
}));

describe('picking the featured sample from the per-version candidates', () => {
  it('answers distinct candidates of the requested size', () => {
    const seqs = pickFeatured(candidates, { size: 4 });
    expect(seqs).toHaveLength(4);
    expect(new Set(seqs).size).toBe(4);
  });

  it('keeps to the company, the division and leaves the excluded product out', () => {
    const seqs = pickFeatured(candidates, { coid: 10001, division: '08', excludeSeq: 1, size: 10 });
    expect(seqs.sort((a, b) => a - b)).toEqual([3, 5, 7, 9]);
  });

  it('varies with the generator and stays inside the matches when it misbehaves', () => {
    expect(pickFeatured(candidates, { size: 3 }, () => 0)).toEqual([1, 2, 3]);
    expect(pickFeatured(candidates, { size: 1 }, () => 0.999)).toEqual([20]);
    for (const broken of [() => 1, () => Number.NaN, () => -5]) {
      const seqs = pickFeatured(candidates, { size: 5 }, broken);
      expect(seqs).toHaveLength(5);
      expect(seqs.every((s) => s >= 1 && s <= 20)).toBe(true);
    }
  });

  it('answers nothing when nothing matches or no size is asked', () => {
    expect(pickFeatured(candidates, { coid: 99999, size: 4 })).toEqual([]);
    expect(pickFeatured(candidates, { size: 0 })).toEqual([]);
  });

  it('leaves the excluded product out without a company or division too, and still answers the size asked', () => {
    for (let run = 0; run < 50; run++) {
      const seqs = pickFeatured(candidates, { excludeSeq: 3, size: 19 });
      expect(seqs).toHaveLength(19);
      expect(seqs).not.toContain(3);
      expect(new Set(seqs).size).toBe(19);
    }
  });
});

/** A long list that counts how many of its items are read. */
function countingList<T>(items: T[]): { list: readonly T[]; reads: () => number } {
  let reads = 0;
  const list = new Proxy(items, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver);
    },
  });
  return { list, reads: () => reads };
}

describe('a random sample of any list', () => {
  it('reads only the items it draws, however long the list (no copy per request)', () => {
    const ids = countingList(Array.from({ length: 100_000 }, (_, i) => i));
    expect(sampleOf(ids.list, 5)).toHaveLength(5);
    expect(ids.reads()).toBe(5);
    const many = countingList(Array.from({ length: 100_000 }, (_, i) => ({ seq: i + 1, coid: 10001, division: '08' })));
    expect(pickFeatured(many.list, { size: 8, excludeSeq: 4 })).toHaveLength(8);
    expect(many.reads()).toBe(9);
  });

  it('draws every item equally often', () => {
    const counts = new Map<number, number>();
    const items = Array.from({ length: 10 }, (_, i) => i);
    for (let run = 0; run < 4000; run++) for (const item of sampleOf(items, 3)) counts.set(item, (counts.get(item) ?? 0) + 1);
    // 1200 draws expected per item; a biased shuffle (e.g. one that never moves the first items) lands far outside.
    for (const item of items) expect(counts.get(item)).toBeGreaterThan(1000);
    for (const item of items) expect(counts.get(item)).toBeLessThan(1400);
  });

  it('leaves the list it draws from as it was', () => {
    const ids = [5, 6, 7, 8];
    expect(sampleOf(ids, 4, () => 0.7).sort()).toEqual([5, 6, 7, 8]);
    expect(ids).toEqual([5, 6, 7, 8]);
  });
});
