// npm start: build if needed, migrate, seed the demo catalog on an empty database, then serve
// the built server with NODE_ENV=production (React is several times slower without it).
// Unless the operator asked for production (NODE_ENV=production), this is the demo launcher (start-env.ts).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { accountsNotice, isCatalogEmpty, seedCatalog } from './seed/index';
import { buildClient, buildServer } from './build';
import { serverEnv } from './start-env';

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function buildIsStale(): boolean {
  const built = 'dist/server.js';
  if (!existsSync(built) || !existsSync('dist/public/manifest.json')) return true;
  const builtAt = statSync(built).mtimeMs;
  return ['src', 'static', 'views'].some((dir) => newestSource(dir) > builtAt);
}

if (buildIsStale()) {
  console.log('building…');
  await buildClient();
  await buildServer();
}

const askedForProduction = process.env.NODE_ENV === 'production';

function launcherConfig() {
  try {
    // Development defaults apply to the demo (a generated session secret kept in DATA_DIR).
    return loadConfig({ ...process.env, NODE_ENV: askedForProduction ? 'production' : 'development' });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = launcherConfig();
const db = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(db);
if (await isCatalogEmpty(db)) {
  console.log('seeding the demo catalog (first start only)…');
  const demoAccounts = config.seedDemoAccounts;
  const summary = await seedCatalog(db, { products: 5000, dataDir: config.DATA_DIR, demoAccounts, log: (line) => console.log(line) });
  console.log(`seeded ${summary.companies} manufacturers, ${summary.products} products, ${summary.contentItems} items in ${summary.ms} ms`);
  console.log(accountsNotice(demoAccounts));
}
await db.close();

const child = spawn(process.execPath, ['dist/server.js'], {
  stdio: 'inherit',
  env: serverEnv(process.env, config),
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
