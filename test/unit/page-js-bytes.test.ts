import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { pageEntries, pageJsBytes } from '../../scripts/island-bytes';
import type { AssetManifest } from '../../src/web/assets';
import { scriptTags } from '../../src/web/assets';

const dir = mkdtempSync(path.join(tmpdir(), 'page-js-bytes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Seven shared chunks: more than a page preloads, so counting only the tags would miss some.
const chunks = Array.from({ length: 7 }, (_, i) => `chunks/c${i}.js`);
const manifest: AssetManifest = {
  css: null,
  entries: { a: { file: 'a.js', imports: chunks.slice(0, 5) }, b: { file: 'b.js', imports: chunks.slice(2) } },
};
const contents = new Map<string, string>();
mkdirSync(path.join(dir, 'assets', 'chunks'), { recursive: true });
for (const [i, file] of ['a.js', 'b.js', ...chunks].entries()) {
  const text = `export const v${i} = ${JSON.stringify('x'.repeat(50 * (i + 1)))};\n`;
  contents.set(file, text);
  writeFileSync(path.join(dir, 'assets', file), text);
}
const gzipBytes = (file: string) => gzipSync(contents.get(file)!, { level: 9 }).length;

describe('pageJsBytes', () => {
  it('names the entries a rendered page loads', () => {
    expect(pageEntries(scriptTags(manifest, ['a', 'b']), manifest)).toEqual(['a', 'b']);
  });

  it('counts every entry with all its chunks, each once, preloaded or not', () => {
    const html = scriptTags(manifest, ['a', 'b']);
    const all = ['a.js', 'b.js', ...chunks].reduce((total, f) => total + gzipBytes(f), 0);
    expect(pageJsBytes(html, manifest, dir)).toBe(all);
  });

  it('refuses a page whose script is not in the build', () => {
    expect(() => pageJsBytes('<script type="module" src="/assets/gone.js"></script>', manifest, dir)).toThrow(/No client bundle/);
  });
});
