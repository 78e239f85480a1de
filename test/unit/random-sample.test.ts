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
});

describe('a random sample of any list', () => {
  it('leaves the list it draws from as it was', () => {
    const ids = [5, 6, 7, 8];
    expect(sampleOf(ids, 4, () => 0.7).sort()).toEqual([5, 6, 7, 8]);
    expect(ids).toEqual([5, 6, 7, 8]);
  });
});
