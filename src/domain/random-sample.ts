/** How many featured products a sample shows unless asked for another number. */
export const FEATURED_SAMPLE_SIZE = 4;

/** A featured product as the sample needs it: its key and what a filter may ask about. */
export interface FeaturedCandidate {
  seq: number;
  coid: number;
  division: string | null;
}

export interface FeaturedFilter {
  coid?: number;
  division?: string;
  /** Leave this product out (the one a page is already showing). */
  excludeSeq?: number;
  size: number;
}

/** Up to `size` distinct candidates matching the filter, in random order (see sampleOf). */
export function pickFeatured(candidates: readonly FeaturedCandidate[], filter: FeaturedFilter, random: () => number = Math.random): number[] {
  const matches = candidates.filter(
    (c) =>
      (filter.coid === undefined || c.coid === filter.coid) &&
      (filter.division === undefined || c.division === filter.division) &&
      c.seq !== filter.excludeSeq,
  );
  return sampleOf(matches, filter.size, random).map((c) => c.seq);
}

/**
 * Up to `size` distinct items in random order: a partial Fisher-Yates shuffle of a copy, so a request costs time in
 * the sample's size, not a sort of every candidate (what ORDER BY random() does in the database).
 */
export function sampleOf<T>(items: readonly T[], size: number, random: () => number = Math.random): T[] {
  const pool = [...items];
  const n = Math.min(Math.max(size, 0), pool.length);
  for (let i = 0; i < n; i++) {
    // Clamped: a generator returning 1, more or garbage must not index outside the pool.
    const offset = Math.floor(random() * (pool.length - i));
    const j = Number.isFinite(offset) && offset > 0 ? Math.min(i + offset, pool.length - 1) : i;
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, n);
}
