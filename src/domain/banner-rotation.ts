interface BannerPick<T> {
  banner: T | null;
  shown: number[];
}

function pickIndex(length: number, random: () => number): number {
  const index = Math.floor(random() * length);
  // Guard against random() returning 1 or garbage from a custom generator.
  if (!Number.isFinite(index) || index < 0) return 0;
  return Math.min(index, length - 1);
}

/**
 * Picks a random banner not shown yet. Once every banner has been shown the
 * shown set is reset and the rotation restarts. Seqs in `shown` that no longer
 * belong to a banner are dropped.
 */
export function pickBanner<T extends { seq: number }>(
  banners: readonly T[],
  shown: readonly number[],
  random: () => number = Math.random,
): BannerPick<T> {
  if (banners.length === 0) return { banner: null, shown: [] };
  const known = new Set(banners.map((b) => b.seq));
  let stillShown = [...new Set(shown)].filter((seq) => known.has(seq));
  let candidates = banners.filter((b) => !stillShown.includes(b.seq));
  if (candidates.length === 0) {
    stillShown = [];
    candidates = [...banners];
  }
  const banner = candidates[pickIndex(candidates.length, random)];
  return { banner, shown: [...stillShown, banner.seq] };
}

/** Records a banner as used so it is not picked again until the rotation resets. */
export function markBannerUsed(shown: readonly number[], seq: number): number[] {
  return [...new Set([...shown, seq])];
}
