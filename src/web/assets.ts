import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './html';

/** Written by scripts/build.ts: entry name → fingerprinted file and the chunks it imports. */
export interface AssetManifest {
  css: string | null;
  entries: Record<string, { file: string; imports: string[] }>;
}

export const ASSET_PREFIX = '/assets/';

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

/** Module scripts for the islands a page rendered; nothing at all for a page without islands. */
export function scriptTags(manifest: AssetManifest, islands: Iterable<string>): string {
  const scripts: string[] = [];
  const preloads = new Set<string>();
  for (const name of islands) {
    const entry = manifest.entries[name];
    if (!entry) throw new Error(`No client bundle for island "${name}": run npm run build`);
    entry.imports.forEach((chunk) => preloads.add(chunk));
    scripts.push(`<script type="module" src="${ASSET_PREFIX}${escapeHtml(entry.file)}"></script>`);
  }
  const links = [...preloads].map((c) => `<link rel="modulepreload" href="${ASSET_PREFIX}${escapeHtml(c)}">`);
  return [...links, ...scripts].join('');
}
