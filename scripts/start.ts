// npm start: build if needed, migrate, seed the demo catalog on an empty database, then serve
// the built server with NODE_ENV=production (React is several times slower without it).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { connect } from '../src/db/connect';
import { migrate } from '../src/db/migrate';
import { isCatalogEmpty, seedCatalog } from './seed/index';
import { buildClient, buildServer } from './build';

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

// Development defaults apply here (a generated session secret kept in DATA_DIR).
const config = loadConfig({ ...process.env, NODE_ENV: process.env.NODE_ENV === 'production' ? 'production' : 'development' });
const db = await connect({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(db);
if (await isCatalogEmpty(db)) {
  console.log('seeding the demo catalog (first start only)…');
  const summary = await seedCatalog(db, { products: 5000, dataDir: config.DATA_DIR, log: (line) => console.log(line) });
  console.log(`seeded ${summary.companies} manufacturers, ${summary.products} products, ${summary.contentItems} items in ${summary.ms} ms`);
}
await db.close();

const child = spawn(process.execPath, ['dist/server.js'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', SESSION_SECRET: config.SESSION_SECRET },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
