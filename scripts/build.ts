// Builds the server bundle (dist/server.js and the worker entries beside it: pglite, preview, project-document,
// upload-check and import workers; dist/migrations) and the
// browser bundles (dist/public/assets, fingerprinted, with manifest.json).
import { cpSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { BuildOptions, Metafile } from 'esbuild';
import type { AssetManifest } from '../src/web/assets';
import { recordAndPrune } from './asset-retention';
import { writeBuildInfo } from './build-info';

const root = process.cwd();
const dist = path.join(root, 'dist');
const assets = path.join(dist, 'public', 'assets');

/** Files of src/client that entries import; every other file there is an entry. */
const CLIENT_MODULES = new Set(['hydrate.tsx', 'api.ts', 'beacon.ts']);

const BROWSER_BUILD: BuildOptions & { metafile: true } = {
  outdir: assets,
  bundle: true,
  format: 'esm',
  minify: true,
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  metafile: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
};

/** Every chunk an output loads before it runs: its static imports and theirs, nearest first. */
function staticImports(metafile: Metafile, file: string, seen = new Set<string>()): string[] {
  for (const i of metafile.outputs[file]?.imports ?? []) {
    if (i.kind !== 'import-statement' || seen.has(i.path)) continue;
    seen.add(i.path);
    staticImports(metafile, i.path, seen);
  }
  return [...seen];
}

function addOutputs(manifest: AssetManifest, metafile: Metafile): void {
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const relative = path.relative(assets, path.join(root, file));
    if (output.entryPoint?.endsWith('.css')) manifest.css = relative;
    else if (output.entryPoint) {
      const name = path.basename(output.entryPoint).replace(/\.tsx?$/, '');
      manifest.entries[name] = { file: relative, imports: staticImports(metafile, file).map((i) => path.relative(assets, path.join(root, i))) };
    }
  }
}

/**
 * Islands are written against React (the server renders them with React 19) but run in the
 * browser on Preact through its React-compatible layer: about 10 KB gzip instead of 70 KB
 * (measured, see docs/decisions/2026-11-24-islands-on-preact.md).
 */
const ISLAND_RUNTIME: BuildOptions['alias'] = { react: 'preact/compat', 'react-dom': 'preact/compat' };

/**
 * Islands (.tsx entries) share one Preact chunk through code splitting; page scripts (.ts
 * entries, no React) are built on their own into one small self-contained file each.
 */
export async function buildClient(): Promise<AssetManifest> {
  // Earlier builds' bundles stay (see asset-retention.ts); only what they no longer need is pruned below.
  mkdirSync(assets, { recursive: true });
  const files = readdirSync(path.join(root, 'src', 'client')).filter((f) => /\.tsx?$/.test(f) && !CLIENT_MODULES.has(f));
  const entry = (f: string) => path.join('src', 'client', f);
  const [islands, scripts] = await Promise.all([
    build({ ...BROWSER_BUILD, entryPoints: [...files.filter((f) => f.endsWith('.tsx')).map(entry), 'static/css/site.css'], splitting: true, alias: ISLAND_RUNTIME }),
    build({ ...BROWSER_BUILD, entryPoints: files.filter((f) => f.endsWith('.ts')).map(entry), splitting: false }),
  ]);
  const manifest: AssetManifest = { css: null, entries: {} };
  addOutputs(manifest, islands.metafile);
  addOutputs(manifest, scripts.metafile);
  const manifestJson = JSON.stringify(manifest, null, 2);
  writeFileSync(path.join(dist, 'public', 'manifest.json'), manifestJson);
  const info = writeBuildInfo(root, path.join(dist, 'public'), manifestJson);
  const outputs = [islands.metafile, scripts.metafile].flatMap((m) => Object.keys(m.outputs).map((f) => path.relative(assets, path.join(root, f))));
  recordAndPrune(path.join(dist, 'public'), assets, { buildId: info.buildId, builtAt: info.builtAt, files: outputs });
  return manifest;
}

export async function buildServer(): Promise<void> {
  await build({
    // Worker threads start from files of their own beside server.js (src/services/workers/worker-entry.ts).
    entryPoints: {
      server: 'src/server.ts',
      'pglite-worker': 'src/db/pglite-worker-thread.ts',
      'preview-worker': 'src/services/previews/preview-worker.ts',
      'project-document-worker': 'src/services/project-manual/document-worker.ts',
      'upload-check-worker': 'src/services/uploads/checks/check-worker.ts',
      'import-worker': 'src/services/imports/import-worker.ts',
    },
    outdir: dist,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  rmSync(path.join(dist, 'migrations'), { recursive: true, force: true });
  cpSync(path.join(root, 'src', 'db', 'migrations'), path.join(dist, 'migrations'), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  await buildClient();
  if (!process.argv.includes('--client-only')) await buildServer();
  console.log(`built in ${Date.now() - started} ms`);
}
