import { sql } from '../../src/db/sql';
import type { Db } from '../../src/db/types';
import { rebuildSearchIndex } from '../../src/services/search-index';
import { seedActivity } from './activity';
import { seedCatalogContent } from './catalog';
import { seedClientContent } from './client-content';
import { companyCount, planCompanies } from './companies';
import { hashReportPasswords, insertCompanies, storeReportPasswords } from './company-rows';
import { insertCsiTables } from './csi-tables';
import { seedEditorial } from './editorial';
import { seedFavorites } from './favorites';
import { seedLearning } from './learning';
import { seedProjects } from './projects';
import { Rng } from './prng';
import { hashUserPasswords, seedUsers } from './users';
import { seedDemoWatches } from './watches';

import type { FileStore } from '../../src/services/storage/file-store';
import { DEMO_ACCOUNTS } from './users';

;
export { reportPassword } from './company-rows';

export const DEFAULT_SEED = 20261122;

/** The one console line a seed prints about accounts: which demo accounts exist, or that there are none. */
export function accountsNotice(demoAccounts: boolean): string {
  if (!demoAccounts) {
    return 'no demo accounts (SEED_DEMO_ACCOUNTS=true adds them): create an administrator with npm run admin:create; client report passwords are random, an administrator sets new ones at /account/report-passwords';
  }
  const { demo, admin, client } = DEMO_ACCOUNTS;
  return `demo accounts with the README's published passwords: ${demo.email}, ${admin.email} (administrator), ${client.email}, 200 architects; client report passwords demo-report-{webabrv}`;
}
/** Files are written for at most this many items; the download service renders the rest on demand. */
const MAX_SEED_FILES = 25_000;

interface SeedOptions {
  /** Rows in the products table (headings included). */
  products: number;
  /** Same seed, same catalog. Default 20261122. */
  seed?: number;
  /** When set, generated CAD, BIM and PDF files are put in this store under files/<coid>/, and logos under media/logos/. */
  files?: FileStore;
  log?: (line: string) => void;
  /**
   * The README's demo accounts (demo@, admin@, client@ and the architects, with published passwords) and
   * report passwords demo-report-{webabrv}; without them every password is random and never printed.
   */
  demoAccounts: boolean;
}

export interface SeedSummary {
  companies: number;
  products: number;
  contentItems: number;
  files: number;
  ms: number;
}

/** True when no manufacturer, product or content item exists yet. */
export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const row = await db.one<{ any: boolean }>(sql`SELECT (EXISTS (SELECT 1 FROM companies)
    OR EXISTS (SELECT 1 FROM products) OR EXISTS (SELECT 1 FROM content_items)) AS any`);
  return !row.any;
}

/**
 * Generates the deterministic demo catalog into an empty, migrated database:
 * CSI tables, manufacturers, product trees, content of every type (with catalog pages,
 * specifications and spec wizards), editorial content, users and their activity;
 * then rebuilds the search dictionary and bumps the data version.
 */
export async function seedCatalog(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const root = new Rng(options.seed ?? DEFAULT_SEED);
  const total = Math.max(0, Math.floor(options.products));
  const step = (label: string) => log(`${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

  const plans = planCompanies(root.fork('companies'), companyCount(total), total);
  // scrypt runs on libuv's thread pool while the main thread writes the catalog.
  const reportHashes = hashReportPasswords(root.fork('report-passwords'), plans, options.demoAccounts);
  const userHashes = hashUserPasswords(root.fork('user-passwords'), options.demoAccounts);
  await insertCsiTables(db);
  await db.transaction((tx) => insertCompanies(tx, root.fork('company-rows'), plans));
  step(`${plans.length} companies`);

  const catalog = await seedCatalogContent(db, root.fork('catalog'), plans, {
    files: options.files,
    maxFiles: MAX_SEED_FILES,
    log,
  });
  await storeReportPasswords(db, await reportHashes);
  step(`catalog: ${catalog.products} products, ${catalog.contentItems} content items, ${catalog.files} files`);

  await db.transaction(async (tx) => {
    await seedClientContent(tx, root.fork('client-content'), plans);
    await seedEditorial(tx, root.fork('editorial'), plans);
    await seedLearning(tx, root.fork('learning'), plans);
  });
  const users = await seedUsers(db, root.fork('users'), plans, await userHashes);
  await db.transaction(async (tx) => {
    await seedProjects(tx, root.fork('projects'), plans, users, catalog.wizards);
    const clients = new Set(plans.filter((p) => p.isClient).map((p) => p.coid));
    await seedActivity(tx, root.fork('activity'), users, catalog.refs, clients);
    await seedFavorites(tx, root.fork('favorites'), users, clients);
    if (options.demoAccounts) await seedDemoWatches(tx, users.demoSeq);
  });
  step('editorial, users and activity');

  // The catalog tables' triggers moved the data version with each transaction above.
  await rebuildSearchIndex(db);
  const ms = Math.round(performance.now() - started);
  step('search index');
  return { companies: plans.length, products: catalog.products, contentItems: catalog.contentItems, files: catalog.files, ms };
}
