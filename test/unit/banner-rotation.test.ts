import { describe, it, expect } from 'vitest';
import { markBannerUsed, pickBanner } from '../../src/domain/banner-rotation';

/** mulberry32: small deterministic PRNG so runs are reproducible. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const banners = [{ seq: 1 }, { seq: 2 }, { seq: 3 }, { seq: 4 }, { seq: 5 }];

describe('pickBanner', () => {
  it('returns null for no banners', () => {
    expect(pickBanner([], [1, 2])).toEqual({ banner: null, shown: [] });
  });

  it('picks by the injected random among unshown banners', () => {
    expect(pickBanner(banners, [], () => 0)).toEqual({ banner: { seq: 1 }, shown: [1] });
    expect(pickBanner(banners, [], () => 0.99)).toEqual({ banner: { seq: 5 }, shown: [5] });
    expect(pickBanner(banners, [1, 2], () => 0)).toEqual({ banner: { seq: 3 }, shown: [1, 2, 3] });
    expect(pickBanner(banners, [1, 3], () => 0.5)).toEqual({ banner: { seq: 4 }, shown: [1, 3, 4] });
  });

  it('clamps out-of-range random values', () => {
    expect(pickBanner(banners, [], () => 1).banner).toEqual({ seq: 5 });
    expect(pickBanner(banners, [], () => -0.5).banner).toEqual({ seq: 1 });
    expect(pickBanner(banners, [], () => NaN).banner).toEqual({ seq: 1 });
  });

  it('picks the only unshown banner', () => {
    expect(pickBanner(banners, [1, 2, 4, 5], () => 0.7)).toEqual({ banner: { seq: 3 }, shown: [1, 2, 4, 5, 3] });
  });

  it('resets when every banner has been shown', () => {
    expect(pickBanner(banners, [5, 4, 3, 2, 1], () => 0.25)).toEqual({ banner: { seq: 2 }, shown: [2] });
  });

  it('ignores shown seqs that are no longer banners', () => {
    expect(pickBanner(banners, [99, 1, 100], () => 0)).toEqual({ banner: { seq: 2 }, shown: [1, 2] });
    // Only stale seqs plus every real one → still a full cycle, so reset.
    expect(pickBanner([{ seq: 7 }], [7, 8], () => 0)).toEqual({ banner: { seq: 7 }, shown: [7] });
  });

  it('removes duplicate shown seqs', () => {
    expect(pickBanner(banners, [1, 1, 2, 2], () => 0)).toEqual({ banner: { seq: 3 }, shown: [1, 2, 3] });
  });

  it('keeps the caller’s objects and does not mutate inputs', () => {
    const rich = [{ seq: 10, image: 'a.png' }, { seq: 11, image: 'b.png' }];
    const shown = [10];
    const result = pickBanner(rich, shown, () => 0);
    expect(result.banner).toBe(rich[1]);
    expect(shown).toEqual([10]);
  });

  it('never repeats a banner until all have been shown, over many cycles', () => {
    const random = seeded(42);
    const many = Array.from({ length: 7 }, (_, i) => ({ seq: 100 + i }));
    let shown: number[] = [];
    const cycles: number[][] = [];
    let current: number[] = [];
    for (let i = 0; i < 7 * 50; i++) {
      const result = pickBanner(many, shown, random);
      shown = result.shown;
      current.push(result.banner!.seq);
      if (current.length === 7) {
        cycles.push(current);
        current = [];
      }
    }
    expect(cycles).toHaveLength(50);
    for (const cycle of cycles) {
      expect([...cycle].sort()).toEqual(many.map((b) => b.seq));
    }
    // Randomness actually varies the order between cycles.
    expect(new Set(cycles.map((c) => c.join(','))).size).toBeGreaterThan(1);
  });

  it('is deterministic for the same seed', () => {
    const run = (seed: number) => {
      const random = seeded(seed);
      let shown: number[] = [];
      const picks: number[] = [];
      for (let i = 0; i < 12; i++) {
        const r = pickBanner(banners, shown, random);
        shown = r.shown;
        picks.push(r.banner!.seq);
      }
      return picks;
    };
    expect(run(7)).toEqual(run(7));
  });
});

describe('markBannerUsed', () => {
  it('adds a seq once', () => {
    expect(markBannerUsed([], 3)).toEqual([3]);
    expect(markBannerUsed([1, 2], 3)).toEqual([1, 2, 3]);
    expect(markBannerUsed([1, 2, 3], 2)).toEqual([1, 2, 3]);
    expect(markBannerUsed([1, 1], 2)).toEqual([1, 2]);
  });

  it('makes the banner skipped by the next pick', () => {
    const shown = markBannerUsed([], 1);
    expect(pickBanner(banners, shown, () => 0).banner).toEqual({ seq: 2 });
  });

  it('does not mutate its input', () => {
    const shown = [1];
    markBannerUsed(shown, 2);
    expect(shown).toEqual([1]);
  });
});
