// What JavaScript a page costs a visitor, gzip-compressed as it travels: the bench reports it per page
// and test/web/island-bytes.test.ts holds the budgets of issue 15.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { AssetManifest } from '../src/web/assets';
import { BUILD_CHECK_ENTRY, loadManifest, publicDir } from '../src/web/assets';

/** The client entries a page type loads: the build check comes with any island, download analytics with a list of downloads, the compare tray with product cards. */
export const PAGE_TYPE_ENTRIES = {
  home: [BUILD_CHECK_ENTRY, 'search-box', 'banner-slot', 'download-analytics'],
  search: [BUILD_CHECK_ENTRY, 'search-box', 'download-analytics'],
  'search, signed in': [BUILD_CHECK_ENTRY, 'search-box', 'save-search', 'favorite-toggle', 'download-analytics'],
  'spec wizard': [BUILD_CHECK_ENTRY, 'spec-wizard'],
} as const;

/** Gzip bytes allowed per page: a search box's page 20 KB, the spec wizard's 70 KB (issue 15). */
export const SEARCH_PAGE_BUDGET = 20_000;
export const WIZARD_PAGE_BUDGET = 70_000;

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Gzip bytes of everything the given entries load, each shared chunk counted once. */
function entriesBytes(entries: readonly string[], manifest: AssetManifest = loadManifest(), dir = publicDir()): number {
  const files = new Set<string>();
  for (const name of entries) {
    const entry = manifest.entries[name];
    if (!entry) throw new Error(`No client bundle "${name}": run npm run build`);
    [entry.file, ...entry.imports].forEach((f) => files.add(f));
  }
  return [...files].reduce((total, f) => total + gzipSize(path.join(dir, 'assets', f)), 0);
}

/** The client entries a page's module script tags load, by name (the build's manifest maps file → entry). */
export function pageEntries(html: string, manifest: AssetManifest = loadManifest()): string[] {
  const byFile = new Map(Object.entries(manifest.entries).map(([name, e]) => [e.file, name]));
  return [...html.matchAll(/<script type="module" src="\/assets\/([^"]+)"/g)].map((m) => byFile.get(m[1]) ?? `unknown ${m[1]}`);
}

/**
 * Gzip bytes of all the JavaScript a rendered page loads: its entries with every chunk they import,
 * preloaded or not (the page preloads only the first few).
 */
export function pageJsBytes(html: string, manifest: AssetManifest = loadManifest(), dir = publicDir()): number {
  return entriesBytes(pageEntries(html, manifest), manifest, dir);
}
