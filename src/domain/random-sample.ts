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

/**
 * Up to `size` distinct candidates matching the filter, in random order (see sampleOf). Without a company or division
 * the candidates are sampled as they are, one more than asked in case the excluded product is drawn: a 100k catalog
 * has thousands, and filtering them into a new list on every home page was a tenth of what the page allocated.
 */
export function pickFeatured(candidates: readonly FeaturedCandidate[], filter: FeaturedFilter, random: () => number = Math.random): number[] {
  const size = Math.max(filter.size, 0);
  if (filter.coid === undefined && filter.division === undefined) {
    const drawn = sampleOf(candidates, filter.excludeSeq === undefined ? size : size + 1, random);
    return drawn.filter((c) => c.seq !== filter.excludeSeq).slice(0, size).map((c) => c.seq);
  }
  const matches = candidates.filter(
    (c) => (filter.coid === undefined || c.coid === filter.coid) && (filter.division === undefined || c.division === filter.division) && c.seq !== filter.excludeSeq,
  );
  return sampleOf(matches, size, random).map((c) => c.seq);
}

/**
 * Up to `size` distinct items in random order: a partial Fisher-Yates shuffle whose swaps are kept aside in a map,
 * so a request costs time and memory in the sample's size, neither a copy of the list nor a sort of it (what
 * ORDER BY random() does in the database).
 */
export function sampleOf<T>(items: readonly T[], size: number, random: () => number = Math.random): T[] {
  const n = Math.min(Math.max(size, 0), items.length);
  const swapped = new Map<number, number>();
  const at = (k: number) => swapped.get(k) ?? k;
  const drawn: T[] = [];
  for (let i = 0; i < n; i++) {
    // Clamped: a generator returning 1, more or garbage must not index outside the list.
    const offset = Math.floor(random() * (items.length - i));
    const j = Number.isFinite(offset) && offset > 0 ? Math.min(i + offset, items.length - 1) : i;
    drawn.push(items[at(j)]);
    swapped.set(j, at(i));
  }
  return drawn;
}
