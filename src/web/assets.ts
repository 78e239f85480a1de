import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ASSET_PREFIX, REDIRECT_HOSTS_ATTRIBUTE } from '../domain/build-check';
import { escapeHtml } from './html';

const PRELOAD_CONCURRENCY = 5;

/** Written by scripts/build.ts: entry name → fingerprinted file and every chunk it imports (directly or through another chunk). */
export interface AssetManifest {
  css: string | null;
  entries: Record<string, { file: string; imports: string[] }>;
}

export { ASSET_PREFIX };

export function publicDir(root = process.cwd()): string {
  return path.join(root, 'dist', 'public');
}

export function loadManifest(dir = publicDir()): AssetManifest {
  const file = path.join(dir, 'manifest.json');
  if (!existsSync(file)) return { css: null, entries: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as AssetManifest;
}

export function stylesheetTag(manifest: AssetManifest): string {
  return manifest.css ? `<link rel="stylesheet" href="${ASSET_PREFIX}${escapeHtml(manifest.css)}">` : '';
}

/**
 * The build check's script tag: which build rendered the page, how often to poll for a newer one
 * (0: never), and the outside hosts a server redirect of an API call may send the browser to
 * (LINK_HOSTS; read by src/client/api.ts).
 */
export interface BuildCheckTag {
  buildId: string;
  pollMs: number;
  redirectHosts: readonly string[];
}

/** The entry of src/client/build-check.ts, loaded before the islands it watches. */
export const BUILD_CHECK_ENTRY = 'build-check';

function entryOf(manifest: AssetManifest, name: string) {
  const entry = manifest.entries[name];
  if (!entry) throw new Error(`No client bundle for island "${name}": run npm run build`);
  return entry;
}

/**
 * Module scripts for the islands a page rendered, the build check first when asked for;
 * nothing at all for a page without islands. At most PRELOAD_CONCURRENCY chunks are
 * preloaded, shared ones first; the browser finds any others in the module graph.
 */
export function scriptTags(manifest: AssetManifest, islands: Iterable<string>, buildCheck: BuildCheckTag | null = null): string {
  const scripts: string[] = [];
  const preloads = new Set<string>();
  if (buildCheck) {
    const poll = buildCheck.pollMs > 0 ? ` data-poll-ms="${buildCheck.pollMs}"` : '';
    const hosts = buildCheck.redirectHosts.length > 0 ? ` ${REDIRECT_HOSTS_ATTRIBUTE}="${escapeHtml(buildCheck.redirectHosts.join(' '))}"` : '';
    const file = escapeHtml(entryOf(manifest, BUILD_CHECK_ENTRY).file);
    scripts.push(`<script type="module" src="${ASSET_PREFIX}${file}" data-build="${escapeHtml(buildCheck.buildId)}"${poll}${hosts}></script>`);
  }
  for (const name of islands) {
    const entry = entryOf(manifest, name);
    entry.imports.forEach((chunk) => preloads.add(chunk));
    scripts.push(`<script type="module" src="${ASSET_PREFIX}${escapeHtml(entry.file)}"></script>`);
  }
  const links = [...preloads].slice(0, PRELOAD_CONCURRENCY).map((c) => `<link rel="modulepreload" href="${ASSET_PREFIX}${escapeHtml(c)}">`);
  return [...links, ...scripts].join('');
}
