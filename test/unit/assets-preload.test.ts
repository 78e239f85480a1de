import { describe, expect, it } from 'vitest';
import type { AssetManifest } from '../../src/web/assets';
import { scriptTags } from '../../src/web/assets';

const chunks = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `chunks/c${from + i}.js`);
const manifest: AssetManifest = {
  css: null,
  entries: { a: { file: 'a.js', imports: chunks(0, 4) }, b: { file: 'b.js', imports: chunks(2, 8) } },
};
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="\/assets\/([^"]+)">/g)].map((m) => m[1]);

describe('module preloads (at most 5)', () => {
  it('preloads each shared chunk once, at most 5 of them, in the order the islands need them', () => {
    const html = scriptTags(manifest, ['a', 'b']);
    expect(preloads(html)).toEqual(chunks(0, 5));
    expect(html).toContain('<script type="module" src="/assets/a.js"></script><script type="module" src="/assets/b.js"></script>');
  });

  it('preloads everything when there are fewer chunks', () => {
    expect(preloads(scriptTags(manifest, ['a']))).toEqual(chunks(0, 4));
  });
});
