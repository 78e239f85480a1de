import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildInfo } from '../domain/build-check';
import { publicDir } from './assets';

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
