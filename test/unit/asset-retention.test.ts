import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BuildAssets } from '../../scripts/asset-retention';
import { buildsToKeep, filesToPrune, MAX_KEPT_BUILDS, recordAndPrune } from '../../scripts/asset-retention';

const DAY = 24 * 3_600_000;
const now = Date.parse('2026-11-23T12:00:00Z');
const build = (buildId: string, daysAgo: number, files: string[] = [`${buildId}.js`]): BuildAssets => ({
  buildId,
  builtAt: new Date(now - daysAgo * DAY).toISOString(),
  files,
});

describe('keeping earlier builds’ bundles after a deploy', () => {
  it('keeps the previous build while it was replaced less than 7 days ago', () => {
    const current = build('c', 0);
    const kept = buildsToKeep(current, [build('b', 3), build('a', 8)], now);
    // b was replaced just now; a was replaced by b 3 days ago: both within 7 days of being replaced.
    expect(kept.map((b) => b.buildId)).toEqual(['c', 'b', 'a']);
  });

  it('drops builds replaced more than 7 days ago', () => {
    const current = build('c', 0);
    const kept = buildsToKeep(current, [build('b', 10), build('a', 20)], now);
    expect(kept.map((b) => b.buildId)).toEqual(['c', 'b']);
  });

  it('keeps at most five builds and does not count a rebuild of the same id twice', () => {
    const history = ['e', 'd', 'c', 'b', 'a'].map((id, i) => build(id, i * 0.1 + 0.1));
    const kept = buildsToKeep(build('e', 0), history, now);
    expect(kept.map((b) => b.buildId)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(kept).toHaveLength(MAX_KEPT_BUILDS);
    const more = buildsToKeep(build('f', 0), [...history], now);
    expect(more.map((b) => b.buildId)).toEqual(['f', 'e', 'd', 'c', 'b']);
  });

  it('prunes only files no kept build names', () => {
    const kept = [build('c', 0, ['c.js', 'chunks/shared.js']), build('b', 1, ['b.js', 'chunks/shared.js'])];
    expect(filesToPrune(['a.js', 'b.js', 'c.js', 'chunks/shared.js', 'chunks/old.js'], kept)).toEqual(['a.js', 'chunks/old.js']);
  });

  it('records the build and deletes what is no longer kept, on disk', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'assets-'));
    const assets = path.join(dir, 'assets');
    mkdirSync(path.join(assets, 'chunks'), { recursive: true });
    for (const file of ['old.js', 'prev.js', 'cur.js', 'chunks/k.js', 'chunks/gone.js']) writeFileSync(path.join(assets, file), '');
    writeFileSync(path.join(dir, 'asset-history.json'), JSON.stringify([build('prev', 10, ['prev.js', 'chunks/k.js']), build('old', 30, ['old.js'])]));
    recordAndPrune(dir, assets, build('cur', 0, ['cur.js', 'chunks/k.js']), now);
    expect(readdirSync(assets).sort()).toEqual(['chunks', 'cur.js', 'prev.js']);
    expect(readdirSync(path.join(assets, 'chunks'))).toEqual(['k.js']);
    const history = JSON.parse(readFileSync(path.join(dir, 'asset-history.json'), 'utf8')) as BuildAssets[];
    expect(history.map((b) => b.buildId)).toEqual(['cur', 'prev']);
  });
});
