import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const INT8 = 20;
const NUMERIC = 1700;

interface PgliteOpenOptions {
  /** Directory for a persistent database; omitted for an in-memory one. */
  dataDir?: string;
  /** A tarball made by dumpDataDir(), to start from a prepared copy (tests). */
  loadDataDir?: Blob;
}

/**
 * Opens PGlite with the settings the planner needs to use our indexes
 * (see DESIGN.md: without them it picks sequential scans).
 */
export function openPglite(options: PgliteOpenOptions = {}): Promise<PGlite> {
  return PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
    relaxedDurability: false,
    parsers: { [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => Number(v) },
    // Our settings are added to PGlite's own start parameters, which it needs to run at all.
    startParams: [
      ...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams,
      // shared_buffers is reserved in WASM memory up front and never given back: 128MB cost 117 MB of
      // resident memory over 32MB with no measurable gain on the 100k catalog, whose pages the OS caches
      // anyway (docs/performance.md).
      ...['-c', 'shared_buffers=32MB', '-c', 'effective_cache_size=2GB', '-c', 'random_page_cost=1.1', '-c', 'work_mem=16MB'],
      // Statements are prepared once (pglite-statements.ts) but planned for each execution's values.
      ...['-c', 'plan_cache_mode=force_custom_plan'],
    ],
  });
}
