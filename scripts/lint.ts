// The project's own rules, beyond the type checker. Exits 1 with one line per finding.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const MAX_LINES = 300;
const SQL_TAG = /\bsql\s*`/;
const SQL_HOMES = [path.join('src', 'db') + path.sep, path.join('src', 'services') + path.sep];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const rules: { test: (text: string, file: string) => boolean; message: string }[] = [
  { test: (text) => text.split('\n').length > MAX_LINES, message: `longer than ${MAX_LINES} lines: split it` },
  { test: (text) => text.includes('dangerouslySetInnerHTML'), message: 'dangerouslySetInnerHTML: render text, or sanitise in one reviewed component' },
  {
    // Values reach SQL only through the sql tag; raw text queries are for the drivers alone.
    test: (text, file) => !file.includes(`${path.sep}db${path.sep}`) && /\.(query|many|one|maybeOne)\(\s*['"`]/.test(text),
    message: 'query with a plain string: use the sql tag',
  },
  {
    // SQL lives in src/db and src/services (docs/decisions/2026-11-27-layer-rules-for-packages.md): handlers ask a service.
    test: (text, file) => SQL_TAG.test(text) && !SQL_HOMES.some((home) => file.startsWith(home)),
    message: 'sql tagged template outside src/db and src/services: move the query into a service',
  },
  { test: (text) => /\bconsole\.log\(/.test(text), message: 'console.log in src: use the logger' },
  {
    // The product contract is not in the repository: a bare section number explains nothing to its reader.
    test: (text) => text.includes('SPEC §'),
    message: "cites a SPEC section: say the rule in the comment's own words",
  },
];

const findings: string[] = [];
for (const file of files('src')) {
  const text = readFileSync(file, 'utf8');
  for (const rule of rules) if (rule.test(text, file)) findings.push(`${file}: ${rule.message}`);
}
if (findings.length) {
  console.error(findings.join('\n'));
  process.exit(1);
}
console.log(`lint: ${files('src').length} files clean`);
