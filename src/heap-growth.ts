import { setFlagsFromString } from 'node:v8';

/**
 * V8's flag for HEAP_GROWTH_PERCENT, or none for 0 (V8's own choice). Left alone, V8 lets the old generation grow to
 * up to 4× what survived the last full collection on a machine with gigabytes free: under 50 connections the server's
 * ~50 MB of live objects sat in a 210 MB heap (docs/decisions/2026-11-24-heap-growth.md).
 */
export function heapGrowthFlag(percent: number): string | null {
  return percent > 0 ? `--heap-growing-percent=${percent}` : null;
}

/**
 * Applies HEAP_GROWTH_PERCENT to this process (its worker threads included). V8 reads the flag at every full
 * collection, so it works when set at run time: operators need no node flag on the command line.
 */
export function limitHeapGrowth(percent: number): void {
  const flag = heapGrowthFlag(percent);
  if (flag) setFlagsFromString(flag);
}
