// The first half of npm start (scripts/start.mjs runs it under tsx and waits for it to exit, so neither tsx's
// nor the build's esbuild process outlives it): build if needed, migrate, seed the demo catalog on an empty
// database, a line with the time of each; then hand the launcher the server's environment and the lines
// to print once the server listens (an IPC message).
// Unless the operator asked for production (NODE_ENV=production), this is the demo launcher (start-env.ts).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { stop as stopEsbuild } from 'esbuild';
import { SITE_NAME } from '../src/domain/site';
import { readyLines } from '../src/domain/start-banner';
import { accountsNotice, isCatalogEmpty, seedCatalog } from './seed/index';
import { buildClient, buildServer } from './build';
import { demoSignIns } from './start-accounts';
import type { ServePlan } from './start-env';
import { freePort, SERVE_PLAN_MESSAGE, serverEnv } from './start-env';
import { step } from './start-steps';
import { createFileStore } from '../src/services/storage';

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

console.log(`\n${SITE_NAME}: preparing the site\n`);
await step('build', async () => {
  if (!buildIsStale()) return 'up to date';
  await buildClient();
  await buildServer();
  // esbuild keeps a service process per parent until told to stop: this launcher lives as long as the server.
  await stopEsbuild();
  return 'server and browser bundles built';
});

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
await step('migrate', async () => {
  const applied = await migrate(db);
  return applied.length ? `${applied.length} migration${applied.length === 1 ? '' : 's'} applied` : 'schema up to date';
});
await step('seed', async () => {
  if (!(await isCatalogEmpty(db))) return 'catalog already seeded';
  const summary = await seedCatalog(db, { products: 5000, files: createFileStore(config, db), demoAccounts: config.seedDemoAccounts, log: (line) => console.log(`           ${line}`) });
  console.log(`           ${accountsNotice(config.seedDemoAccounts)}`);
  return `${summary.companies} manufacturers, ${summary.products} products, ${summary.contentItems} documents`;
});
const signIns = await demoSignIns(db);
await db.close();

const serverPort = config.PORT === 0 ? await freePort() : config.PORT;
const plan: ServePlan = { type: SERVE_PLAN_MESSAGE, env: serverEnv(process.env, config, serverPort), readyLines: [] };
plan.readyLines = readyLines(plan.env.PUBLIC_URL ?? config.PUBLIC_URL, signIns);
if (!process.send) {
  console.error('scripts/start-prepare.ts prepares the site for npm start (scripts/start.mjs): run npm start');
  process.exit(1);
}
process.send(plan, () => process.disconnect());
