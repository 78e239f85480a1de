import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/paths';

// scripts/lint.ts (part of `npm run lint`) run over small src/ trees written for each case.
const run = promisify(execFile);
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The lint script's exit code and findings (one line each) over these files (path → source). */
async function lint(files: Record<string, string>): Promise<{ code: number; findings: string[] }> {
  dir = mkdtempSync(path.join(tmpdir(), 'lint-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  return run(tsx, [path.join(ROOT, 'scripts', 'lint.ts')], { cwd: dir }).then(
    () => ({ code: 0, findings: [] }),
    (error: { code: number; stderr: string }) => ({ code: error.code, findings: error.stderr.trim().split('\n').sort() }),
  );
}

const QUERY = "import { sql } from '../db/sql';\nexport const q = sql`SELECT 1`;\n";

describe('the lint script', () => {
  it('accepts sql tagged templates in src/db and src/services', async () => {
    expect(await lint({ 'src/db/ping.ts': QUERY, 'src/services/items.ts': QUERY, 'src/services/reports/rows.ts': QUERY })).toEqual({ code: 0, findings: [] });
  });

  it('refuses sql tagged templates anywhere else in src/', async () => {
    expect(
      await lint({
        'src/web/routes.ts': QUERY,
        'src/auth/current-user.ts': QUERY,
        'src/api/items.ts': "const order = sql `p.name`;\n",
        'src/web/sql-free.ts': "// mentions sql but builds none: no finding\nexport const name = 'sql';\n",
      }),
    ).toEqual({
      code: 1,
      findings: ['src/api/items.ts', 'src/auth/current-user.ts', 'src/web/routes.ts'].map(
        (file) => `${file}: sql tagged template outside src/db and src/services: move the query into a service`,
      ),
    });
  });
});
