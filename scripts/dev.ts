// npm run dev: builds the browser bundles, starts the server under `tsx watch`, and rebuilds the bundles
// whenever a file they are made of changes. The server restarts on its own sources and on a new
// dist/public/manifest.json, so a rebuilt bundle is served by a server that knows its name.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { buildClient } from './build';

/** Folders whose files end up in a browser bundle (islands import components and domain rules). */
const CLIENT_SOURCES = ['src/client', 'src/islands', 'src/components', 'src/domain', 'static/css'];
const REBUILD_DELAY_MS = 150;

async function rebuild(): Promise<void> {
  const started = Date.now();
  try {
    await buildClient();
    console.log(`client bundles rebuilt in ${Date.now() - started} ms`);
  } catch (error) {
    // esbuild has printed the error with its location; the last good bundles stay in place.
    console.error(`client build failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
}

await rebuild();

let timer: NodeJS.Timeout | undefined;
let building = Promise.resolve();
for (const dir of CLIENT_SOURCES) {
  watch(dir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      building = building.then(rebuild);
    }, REBUILD_DELAY_MS);
  });
}

const server = spawn('node_modules/.bin/tsx', ['watch', '--clear-screen=false', '--include', 'dist/public/manifest.json', 'src/server.ts'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
