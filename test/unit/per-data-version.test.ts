import { describe, expect, it } from 'vitest';
import type { DataVersion } from '../../src/web/html-cache';
import { PerDataVersion } from '../../src/web/per-data-version';

/** A data version the test moves by hand. */
function fakeVersion(): { version: number; dataVersion: DataVersion } {
  const state = { version: 1, dataVersion: undefined as unknown as DataVersion };
  state.dataVersion = { current: async () => state.version, invalidate: () => {} } as unknown as DataVersion;
  return state;
}

describe('a value built once per data version', () => {
  it('builds once for concurrent readers and again when the version moves', async () => {
    const state = fakeVersion();
    let builds = 0;
    const value = new PerDataVersion(state.dataVersion, async () => ++builds);
    const reads = await Promise.all(Array.from({ length: 5 }, () => value.get()));
    expect(reads.map((r) => r.value)).toEqual([1, 1, 1, 1, 1]);
    expect(builds).toBe(1);
    expect((await value.get()).value).toBe(1);
    state.version = 2;
    expect((await value.get()).value).toBe(2);
    expect(builds).toBe(2);
  });

  it('forgets a failed build so the next read tries again', async () => {
    const state = fakeVersion();
    let fail = true;
    const value = new PerDataVersion(state.dataVersion, async () => {
      if (fail) throw new Error('database away');
      return 'built';
    });
    await expect(value.get()).rejects.toThrow('database away');
    fail = false;
    expect((await value.get()).value).toBe('built');
  });
});
