import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, TMP } from './paths';

const VNU_JAR = path.join(ROOT, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

/** Java (Debian's default-jre-headless; .ci/run installs it) runs the Nu checker. */
export const hasJava = spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

interface NuError {
  page: string;
  line?: number;
  message: string;
  extract?: string;
}

/**
 * Every error the Nu HTML checker finds in the given documents (page name → HTML), in one JVM run:
 * the checker takes a second to start, the documents a few milliseconds each.
 */
export function nuErrors(documents: Record<string, string>): NuError[] {
  const dir = mkdtempSync(path.join(TMP, 'nu-'));
  try {
    const files = Object.entries(documents).map(([name, html], i) => {
      const file = path.join(dir, `${i}-${name.replace(/\W+/g, '-')}.html`);
      writeFileSync(file, html);
      return { file, name };
    });
    const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files.map((f) => f.file)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (run.error) throw run.error;
    const report = JSON.parse(run.stderr || run.stdout) as { messages: { type: string; url?: string; lastLine?: number; message: string; extract?: string }[] };
    const nameOf = (url = '') => files.find((f) => url.endsWith(path.basename(f.file)))?.name ?? url;
    return report.messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => ({ page: nameOf(m.url), line: m.lastLine, message: m.message, extract: m.extract }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
