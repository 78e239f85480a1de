import type { Rng } from './prng';

/**
 * Splits `total` into `count` skewed shares (a few large manufacturers, many small),
 * each at least 2 when the total allows; the first share gets at least 6 so the
 * first company always has a full product tree. The shares add up to `total` exactly.
 */
export function allocate(rng: Rng, total: number, count: number): number[] {
  const weights = Array.from({ length: count }, () => 0.3 + Math.pow(rng.next(), 2) * 3);
  const sum = weights.reduce((a, b) => a + b, 0);
  const minimum = Math.min(2, Math.floor(total / count));
  const spare = total - minimum * count;
  const exact = weights.map((w) => (spare * w) / sum);
  const shares = exact.map((x) => minimum + Math.floor(x));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byFraction = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k = (k + 1) % count, left--) shares[byFraction[k][1]]++;
  const firstMinimum = Math.min(total, 6);
  while (shares[0] < firstMinimum) {
    const largest = shares.indexOf(Math.max(...shares.slice(1)), 1);
    if (largest < 1 || shares[largest] <= minimum) break;
    shares[largest]--;
    shares[0]++;
  }
  return shares;
}
