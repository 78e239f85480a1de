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

describe('the memo’s partitions', () => {
  it('does not keep a lookup that found nothing, and keeps one that found something', async () => {
    const { source } = movableVersion();
    const memo = new CatalogMemo(source);
    let builds = 0;
    const missing = async () => {
      builds += 1;
      return null;
    };
    expect(await memo.lookup('section:04:99 99 99', missing)).toBeNull();
    expect(await memo.lookup('section:04:99 99 99', missing)).toBeNull();
    expect(builds).toBe(2);
    const found = async () => {
      builds += 1;
      return { section: '08 11 13' };
    };
    await memo.lookup('section:04:08 11 13', found);
    expect(await memo.lookup('section:04:08 11 13', found)).toEqual({ section: '08 11 13' });
    expect(builds).toBe(3);
  });

  it('evicts the least recently used lookups past its bound, never a catalog fact', async () => {
    const { source } = movableVersion();
    const evicted: string[] = [];
    const built: string[] = [];
    const memo = new CatalogMemo(source, { built: (p, fact) => built.push(`${p}:${fact}`), evicted: (p) => evicted.push(p) }, { catalog: 2, lookups: 3, windows: 1 });
    await memo.value('divisions:04', async () => ['08']);
    for (let i = 0; i < 10; i += 1) await memo.lookup(`comparables:${i}`, async () => [i]);
    expect(evicted).toEqual(Array.from({ length: 7 }, () => 'lookups'));
    expect(await memo.value('divisions:04', async () => ['rebuilt'])).toEqual(['08']);
    expect(await memo.lookup('comparables:9', async () => ['rebuilt'])).toEqual([9]);
    expect(await memo.lookup('comparables:0', async () => ['rebuilt'])).toEqual(['rebuilt']);
    expect(built.filter((b) => b === 'catalog:divisions')).toHaveLength(1);
    expect(built.filter((b) => b === 'lookups:comparables')).toHaveLength(11);
    // Large facts have their own few places: keeping one more pushes out only the other large one.
    const before = evicted.length;
    await memo.lookup('search-window:door', async () => ['door'], 'windows');
    await memo.lookup('search-window:wall', async () => ['wall'], 'windows');
    expect(evicted.slice(before)).toEqual(['windows']);
    expect(await memo.lookup('comparables:9', async () => ['rebuilt'])).toEqual([9]);
    expect(await memo.lookup('search-window:door', async () => ['rebuilt'], 'windows')).toEqual(['rebuilt']);
  });

  it('builds a lookup once for concurrent readers and answers readers whose build outlived its version', async () => {
    const { state, source } = movableVersion();
    const memo = new CatalogMemo(source);
    let builds = 0;
    let finish: (value: string) => void = () => {};
    const slow = () => {
      builds += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const readers = Promise.all([memo.lookup('k', slow), memo.lookup('k', slow)]);
    await expect.poll(() => builds).toBe(1);
    state.version = 2;
    expect(await memo.lookup('k', async () => 'new')).toBe('new');
    finish('old');
    expect(await readers).toEqual(['old', 'old']);
    expect(await memo.lookup('k', async () => 'newer')).toBe('new');
  });

  it('keeps a fact read inside another statement for its data version only (kept, keep)', async () => {
    const { state, source } = movableVersion();
    const memo = new CatalogMemo(source);
    expect(await memo.kept('company-families:1')).toBeUndefined();
    const version = await memo.sync();
    memo.keep('company-families:1', ['family'], version);
    expect(await memo.kept('company-families:1')).toEqual(['family']);
    // Read before the version moved: not kept for the new version.
    state.version = 2;
    memo.keep('company-families:2', ['stale'], version);
    expect(await memo.kept('company-families:1')).toBeUndefined();
    expect(await memo.kept('company-families:2')).toBeUndefined();
  });
});
