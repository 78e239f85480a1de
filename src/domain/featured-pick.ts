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

/**
 * Up to `size` distinct candidates matching the filter, in random order: a partial Fisher-Yates shuffle of the
 * matches, so a page costs time in the number of matches, not a sort of every featured product in the database.
 */
export function pickFeatured(candidates: readonly FeaturedCandidate[], filter: FeaturedFilter, random: () => number = Math.random): number[] {
  const matches = candidates
    .filter(
      (c) =>
        (filter.coid === undefined || c.coid === filter.coid) &&
        (filter.division === undefined || c.division === filter.division) &&
        c.seq !== filter.excludeSeq,
    )
    .map((c) => c.seq);
  const size = Math.min(Math.max(filter.size, 0), matches.length);
  for (let i = 0; i < size; i++) {
    // Clamped: a generator returning 1, more or garbage must not index outside the matches.
    const offset = Math.floor(random() * (matches.length - i));
    const j = Number.isFinite(offset) && offset > 0 ? Math.min(i + offset, matches.length - 1) : i;
    [matches[i], matches[j]] = [matches[j], matches[i]];
  }
  return matches.slice(0, size);
}
