/**
 * Demo catalog generator.
 *
 *   tsx scripts/seed.ts [--scale N] [--reset]
 *
 * --scale N  products to generate (default 5000); --reset empties every data table first.
 * Uses DATA_DIR / DATABASE_URL from the environment (src/config.ts). Demo accounts with published
 * passwords only on the embedded database, or where SEED_DEMO_ACCOUNTS=true asks for them. Refuses to run
 * on a database that already has a catalog unless --reset is given.
 */
import { z } from 'zod';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { sql } from '../src/db/sql';
import type { Db } from '../src/db/types';
import { accountsNotice, isCatalogEmpty, seedCatalog } from './seed/index';
import { createFileStore } from '../src/services/storage';

const KEEP_TABLES = new Set(['schema_migrations', 'data_version']);

const flagsSchema = z.object({
  scale: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  reset: z.boolean().default(false),
});

function parseFlags(argv: readonly string[]): z.infer<typeof flagsSchema> {
  const raw: Record<string, unknown> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--reset') raw.reset = true;
    else if (arg === '--scale') raw.scale = argv[++i];
    else if (arg.startsWith('--scale=')) raw.scale = arg.slice('--scale='.length);
    else throw new Error(`Unknown argument: ${arg}. Usage: tsx scripts/seed.ts [--scale N] [--reset]`);
  }
  const parsed = flagsSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid arguments: ${parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  return parsed.data;
}

/** Empties every table of the public schema except the migration record and the data version. */
async function truncateAll(db: Db): Promise<void> {
  const tables = await db.many<{ name: string }>(
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const names = tables.map((t) => t.name).filter((n) => !KEEP_TABLES.has(n) && /^[a-z_][a-z0-9_]*$/.test(n));
  if (names.length > 0) await db.exec(`TRUNCATE ${names.map((n) => `"${n}"`).join(', ')} RESTART IDENTITY CASCADE`);
}

async function main(): Promise<number> {
  const flags = parseFlags(process.argv.slice(2));
  const config = loadConfig();
  const db = await connect({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  try {
    await migrate(db);
    if (flags.reset) await truncateAll(db);
    else if (!(await isCatalogEmpty(db))) {
      console.error('The database already has a catalog. Run with --reset to replace it (this deletes all data, users included).');
      return 1;
    }
    const summary = await seedCatalog(db, {
      products: flags.scale,
      files: createFileStore(config, db),
      log: (line) => console.log(line),
      demoAccounts: config.seedDemoAccounts,
    });
    console.log(accountsNotice(config.seedDemoAccounts));
    console.log(
      `Seeded ${summary.companies} companies, ${summary.products} products, ${summary.contentItems} content items, ` +
        `${summary.files} files in ${(summary.ms / 1000).toFixed(1)} s`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
