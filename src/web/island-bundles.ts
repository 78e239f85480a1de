import { ISLANDS } from '../islands/registry';
import type { Logger } from '../log';
import type { AssetManifest } from './assets';
import { BUILD_CHECK_ENTRY } from './assets';

/** Every client entry a page can ask for: the build check and one per island. */
const PAGE_ENTRIES: readonly string[] = [BUILD_CHECK_ENTRY, ...Object.keys(ISLANDS)];

/**
 * Checked once at start-up: a page that renders an island whose bundle is missing answers 500,
 * so one line names the missing bundles at once rather than an error on each such request.
 */
export function reportMissingBundles(manifest: AssetManifest, log: Logger): void {
  const missing = PAGE_ENTRIES.filter((name) => !Object.hasOwn(manifest.entries, name));
  if (missing.length === 0) return;
  log.error({ missing }, `client bundles missing for ${missing.join(', ')}: pages using them answer 500 until npm run build provides them`);
}
