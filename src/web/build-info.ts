import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { publicDir } from './assets';

/** Written by scripts/build.ts next to the asset manifest: what this build is. */
export interface BuildInfo {
  /** package.json version. */
  version: string;
  /** Hash of the asset manifest: changes whenever a browser bundle or the stylesheet changes. */
  buildId: string;
  /** `git rev-parse HEAD` at build time, null outside a git checkout. */
  commit: string | null;
  builtAt: string;
  node: string;
}

export const BUILD_INFO_FILE = 'build-info.json';

/** The build's information, or null when the site was not built (npm run build). */
export function readBuildInfo(dir = publicDir()): BuildInfo | null {
  const file = path.join(dir, BUILD_INFO_FILE);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildInfo;
  } catch {
    return null;
  }
}
