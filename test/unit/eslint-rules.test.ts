import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/paths';

// The project's eslint.config.js (`npm run lint:eslint`) over a small project written for each case,
// with the project's compiler options, so a type-aware rule that stops firing fails here.
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** "rule line" for each problem ESLint finds in src/check.ts with this source. */
async function problems(source: string): Promise<string[]> {
  dir = mkdtempSync(path.join(tmpdir(), 'eslint-'));
  mkdirSync(path.join(dir, 'src'));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const tsconfig = JSON.parse(readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as object;
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ ...tsconfig, include: ['src'], exclude: [] }));
  writeFileSync(path.join(dir, 'src', 'check.ts'), source);
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });
  const [result] = await eslint.lintFiles(['src/check.ts']);
  return result.messages.map((m) => `${m.ruleId} ${m.line}`);
}

describe('type-aware lint rules', () => {
  it('refuse a promise nobody awaits, and an async callback where a void one is expected', async () => {
    const source = [
      'async function save(): Promise<void> {}',
      'export function run(): void {',
      '  save();',
      '  [1, 2].forEach(async () => save());',
      '  setTimeout(async () => save(), 10);',
      '}',
      '',
    ].join('\n');
    expect(await problems(source)).toEqual([
      '@typescript-eslint/no-floating-promises 3',
      '@typescript-eslint/no-misused-promises 4',
      '@typescript-eslint/no-misused-promises 5',
    ]);
  }, 60_000);

  it('accept an awaited promise and a fire-and-forget marked with void', async () => {
    const source = [
      'async function save(): Promise<void> {}',
      'export async function run(): Promise<void> {',
      '  await save();',
      '  // void: save() cannot fail.',
      '  setTimeout(() => void save(), 10);',
      '}',
      '',
    ].join('\n');
    expect(await problems(source)).toEqual([]);
  }, 60_000);
});
