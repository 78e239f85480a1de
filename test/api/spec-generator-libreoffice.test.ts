import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededSpec } from '../helpers/spec-generator';
import { INPUTS, SELECTION, chosen as chosenOf, leftOut, binary, seededSpec } from '../helpers/spec-generator';
import type { TestApp } from '../helpers/test-app';
import { createTestApp } from '../helpers/test-app';

const run = promisify(execFile);
const onPath = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const hasLibreOffice = onPath('libreoffice');
const hasPdftotext = onPath('pdftotext');

let t: TestApp;
let spec: SeededSpec;
let dir: string;

/** One LibreOffice run converting files in dir, with a profile of its own so it never meets another instance. */
async function convert(to: string, files: string[]): Promise<void> {
  const profile = `file://${path.join(dir, 'profile')}`;
  await run('libreoffice', ['--headless', '--convert-to', to, '--outdir', dir, `-env:UserInstallation=${profile}`, ...files], { timeout: 60_000 });
}

async function textOf(file: string): Promise<string> {
  const base = file.replace(/\.\w+$/, '');
  if (hasPdftotext) return (await run('pdftotext', ['-layout', `${base}.pdf`, '-'])).stdout;
  await convert('txt:Text', [file]);
  return readFileSync(`${base}.txt`, 'utf8');
}

beforeAll(async () => {
  if (!hasLibreOffice) return;
  t = await createTestApp();
  spec = await seededSpec(t.db);
  dir = mkdtempSync(path.join(tmpdir(), 'specfind-lo-'));
});
afterAll(async () => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

describe('generated DOCX and RTF open in LibreOffice', () => {
  it.skipIf(!hasLibreOffice)('converts both to PDF, with the selected text and not the removed options', { timeout: 120_000 }, async () => {
    const files: string[] = [];
    for (const format of ['docx', 'rtf']) {
      const res = await request(t.app)
        .get('/api/spec-generator')
        .query({ coid: String(spec.coid), spec: spec.filename, format, data: SELECTION.join(','), inputs: JSON.stringify(INPUTS), filename: 'section' })
        .buffer(true)
        .parse(binary);
      expect(res.status).toBe(200);
      const file = path.join(dir, `section-${format}.${format}`);
      writeFileSync(file, res.body as Buffer);
      files.push(file);
    }
    await convert('pdf', files);
    for (const file of files) {
      const pdf = file.replace(/\.\w+$/, '.pdf');
      expect(existsSync(pdf), pdf).toBe(true);
      expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
      const text = (await textOf(file)).replace(/\s+/g, ' ');
      for (const chosen of chosenOf(spec)) expect(text, file).toContain(chosen);
      for (const removed of leftOut(spec)) expect(text, file).not.toContain(removed);
      expect(text, file).toContain(`END OF SECTION ${spec.section}`);
    }
  });
});
