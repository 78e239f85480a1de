import { describe, expect, it } from 'vitest';
import { heapGrowthFlag } from '../../src/heap-growth';
import { PGLITE_WORKER_LIMITS } from '../../src/db/pglite-worker-client';

describe('heap growth', () => {
  it('turns HEAP_GROWTH_PERCENT into V8 flag, and 0 into none (V8 decides)', () => {
    expect(heapGrowthFlag(30)).toBe('--heap-growing-percent=30');
    expect(heapGrowthFlag(0)).toBeNull();
  });

  it('gives the PGlite worker thread a young generation smaller than V8 default of 48 MB', () => {
    expect(PGLITE_WORKER_LIMITS.maxYoungGenerationSizeMb).toBeLessThan(48);
  });
});
