import type { Datum } from './types';

/** Largest first, then by label, so equal values keep a stable, readable order. */
function byValueDescending(a: Datum, b: Datum): number {
  return b.value - a.value || a.label.localeCompare(b.label);
}

/**
 * The `n` largest values, then one `otherLabel` bucket summing the rest (only when there is a
 * rest worth showing). Zero values are left out: they are nobody's top anything.
 */
export function topN(data: readonly Datum[], n: number, otherLabel = 'Other'): Datum[] {
  const sorted = data.filter((d) => d.value > 0).sort(byValueDescending);
  const limit = Math.max(0, Math.floor(n));
  if (sorted.length <= limit) return sorted;
  const rest = sorted.slice(limit).reduce((sum, d) => sum + d.value, 0);
  return [...sorted.slice(0, limit), { label: otherLabel, value: rest }];
}

/** Counts of each distinct value; null and blank values count under `emptyLabel`. */
export function countBy<T>(items: readonly T[], key: (item: T) => string | null, emptyLabel = 'Not given'): Datum[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const label = key(item)?.trim() || emptyLabel;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].map(([label, value]) => ({ label, value }));
}
