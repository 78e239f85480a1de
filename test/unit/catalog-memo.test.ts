import { describe, expect, it } from 'vitest';
import { CatalogMemo } from '../../src/db/catalog-memo';

/** A data version the test moves by hand. */
function movableVersion() {
  const state = { version: 1 };
  return { state, source: { current: async () => state.version } };
}

describe('facts built once per data version', () => {
  it('builds a key once for concurrent readers and again when the version moves', async () => {
    const { state, source } = movableVersion();
    const memo = new CatalogMemo(source);
    let builds = 0;
    const build = async () => ++builds;
    const reads = await Promise.all(Array.from({ length: 5 }, () => memo.value('k', build)));
    expect(reads).toEqual([1, 1, 1, 1, 1]);
    expect(await memo.value('k', build)).toBe(1);
    state.version = 2;
    expect(await memo.value('k', build)).toBe(2);
    expect(builds).toBe(2);
  });

  it('keeps each key apart and says when a fact was built', async () => {
    const { source } = movableVersion();
    const memo = new CatalogMemo(source);
    const before = Date.now();
    const a = await memo.built('a', async () => 'A');
    expect(await memo.value('b', async () => 'B')).toBe('B');
    expect(a.value).toBe('A');
    expect(a.builtAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  it('forgets a failed build so the next read tries again', async () => {
    const { source } = movableVersion();
    const memo = new CatalogMemo(source);
    let fail = true;
    const build = async () => {
      if (fail) throw new Error('database away');
      return 'built';
    };
    await expect(memo.value('k', build)).rejects.toThrow('database away');
    fail = false;
    expect(await memo.value('k', build)).toBe('built');
  });
});
