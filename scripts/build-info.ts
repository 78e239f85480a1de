import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildInfo } from '../src/domain/build-check';
import { BUILD_INFO_FILE } from '../src/web/build-info';

function gitCommit(root: string): string | null {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'], timeout: 5000 }).toString().trim();
    return /^[0-9a-f]{40}$/.test(commit) ? commit : null;
  } catch {
    return null;
  }
}

/** Writes dist/public/build-info.json (shown by the internal /xdver page). */
export function writeBuildInfo(root: string, publicDir: string, manifestJson: string): BuildInfo {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const info: BuildInfo = {
    version: pkg.version,
    buildId: createHash('sha256').update(manifestJson).digest('hex').slice(0, 12),
    commit: gitCommit(root),
    builtAt: new Date().toISOString(),
    node: process.version,
  };
  writeFileSync(path.join(publicDir, BUILD_INFO_FILE), JSON.stringify(info, null, 2));
  return info;
}
