import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Old bundles stay served for a while after a deploy (the build check reloads open pages only on
 * their next navigation): a page rendered by the previous build can still load its fingerprinted
 * chunks. Each build records its files in
 * dist/public/asset-history.json; a build prunes the files no kept build names.
 */
export interface BuildAssets {
  buildId: string;
  builtAt: string;
  /** Paths relative to dist/public/assets. */
  files: string[];
}

export const ASSET_HISTORY_FILE = 'asset-history.json';
/** How long a replaced build's files stay after the build that replaced it. */
export const REPLACED_BUILD_KEEP_MS = 7 * 24 * 3_600_000;
/** At most this many builds' files on disk, the current one included. */
export const MAX_KEPT_BUILDS = 5;

/**
 * The builds whose files stay: the current one, then earlier ones (newest first) that were
 * replaced less than REPLACED_BUILD_KEEP_MS before `now`, at most MAX_KEPT_BUILDS in all.
 */
export function buildsToKeep(current: BuildAssets, history: readonly BuildAssets[], now: number): BuildAssets[] {
  const previous = history.filter((b) => b.buildId !== current.buildId);
  const kept = [current];
  let replacedAt = Date.parse(current.builtAt);
  for (const build of previous) {
    if (kept.length >= MAX_KEPT_BUILDS || !(now - replacedAt < REPLACED_BUILD_KEEP_MS)) break;
    kept.push(build);
    replacedAt = Date.parse(build.builtAt);
  }
  return kept;
}

/** Files on disk that no kept build names. */
export function filesToPrune(onDisk: readonly string[], kept: readonly BuildAssets[]): string[] {
  const wanted = new Set(kept.flatMap((b) => b.files));
  return onDisk.filter((file) => !wanted.has(file));
}

function listFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? listFiles(path.join(dir, d.name), path.join(prefix, d.name)) : [path.join(prefix, d.name)],
  );
}

function readHistory(file: string): BuildAssets[] {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(parsed) ? (parsed as BuildAssets[]) : [];
  } catch {
    return [];
  }
}

/** Records the build that was just written to `assetsDir` and deletes the files of builds no longer kept. */
export function recordAndPrune(publicDir: string, assetsDir: string, current: BuildAssets, now = Date.now()): BuildAssets[] {
  const historyFile = path.join(publicDir, ASSET_HISTORY_FILE);
  const kept = buildsToKeep(current, readHistory(historyFile), now);
  for (const file of filesToPrune(listFiles(assetsDir), kept)) rmSync(path.join(assetsDir, file), { force: true });
  writeFileSync(historyFile, JSON.stringify(kept, null, 2));
  return kept;
}
