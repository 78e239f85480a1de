import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkImage } from '../../src/services/uploads/checks/image-check';
import { convertLogo } from '../../src/services/uploads/checks/logo-check';

/** The logo reader of the upload pool (src/services/uploads/checks/logo-check.ts), run here directly. */

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'logo-check-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A WebP file's RIFF head with one chunk: what a reader sees before it decodes anything. */
function webpHead(chunk: 'VP8 ' | 'VP8L' | 'VP8X', body: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  const data = Buffer.concat([Buffer.from(chunk, 'latin1'), size, body, Buffer.alloc(32)]);
  const riff = Buffer.alloc(4);
  riff.writeUInt32LE(data.length + 4);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), riff, Buffer.from('WEBP', 'latin1'), data]);
}

const side = 16_000;
const VP8X = (() => {
  const b = Buffer.alloc(10);
  b.writeUIntLE(side - 1, 4, 3);
  b.writeUIntLE(side - 1, 7, 3);
  return b;
})();
const VP8L = (() => {
  const b = Buffer.alloc(5);
  b[0] = 0x2f;
  b.writeUInt32LE((side - 1) | ((side - 1) << 14), 1);
  return b;
})();
const VP8 = (() => {
  const b = Buffer.alloc(10);
  b.set([0x9d, 0x01, 0x2a], 3);
  b.writeUInt16LE(side, 6);
  b.writeUInt16LE(side, 8);
  return b;
})();

describe('convertLogo', () => {
  it.each([
    ['VP8X', VP8X],
    ['VP8L', VP8L],
    ['VP8 ', VP8],
  ] as const)('refuses a WebP whose %s header declares 16,000 × 16,000 pixels, before decoding it', async (chunk, body) => {
    const outcome = await convertLogo(new Uint8Array(webpHead(chunk, body)), 'webp', path.join(dir, 'never.png'));
    expect(outcome.checks).toEqual([{ name: 'dimensions', ok: false, message: expect.stringContaining(`${side} × ${side} pixels`) }]);
  });

  it('scales a large JPEG to fit 512 pixels and writes it as a PNG', async () => {
    const canvas = createCanvas(1200, 600);
    canvas.getContext('2d').fillRect(0, 0, 1200, 600);
    const out = path.join(dir, 'out.png');
    const outcome = await convertLogo(new Uint8Array(await canvas.encode('jpeg')), 'jpeg', out);
    expect(outcome.checks.every((c) => c.ok)).toBe(true);
    const bytes = await readFile(out);
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    const image = await loadImage(bytes);
    expect([image.width, image.height]).toEqual([512, 256]);
  });

  it.each(['jpeg', 'webp', 'png'] as const)('refuses a corrupted %s as not decoding, without crashing the process', async (format) => {
    const canvas = createCanvas(300, 200);
    const context = canvas.getContext('2d');
    for (let i = 0; i < 50; i++) {
      context.fillStyle = `hsl(${i * 7} 50% 50%)`;
      context.fillRect(i * 5, i * 3, 40, 30);
    }
    const bytes = Buffer.from(await canvas.encode(format as 'jpeg'));
    // The header stays readable; everything after it is scrambled (this crashed @napi-rs/canvas's decoder).
    for (let i = 200; i < bytes.length - 10; i += 7) bytes[i] ^= 0x5a;
    const outcome = await convertLogo(new Uint8Array(bytes), format, path.join(dir, 'never.png'));
    expect(outcome.checks.find((c) => c.name === 'decodes')?.ok ?? false).toBe(false);
  });

  it('refuses a WebP with a header and no image as not decoding', async () => {
    const outcome = await convertLogo(new Uint8Array(webpHead('VP8X', Buffer.from([0, 0, 0, 0, 9, 0, 0, 9, 0, 0]))), 'webp', path.join(dir, 'never.png'));
    expect(outcome.checks.some((c) => c.name === 'decodes' && !c.ok)).toBe(true);
  });
});

describe('checkImage (document photos)', () => {
  it('refuses a corrupted JPEG photo as not decoding, without crashing the process', async () => {
    const canvas = createCanvas(300, 200);
    const context = canvas.getContext('2d');
    for (let i = 0; i < 50; i++) {
      context.fillStyle = `hsl(${i * 7} 50% 50%)`;
      context.fillRect(i * 5, i * 3, 40, 30);
    }
    const bytes = Buffer.from(await canvas.encode('jpeg'));
    // The scan data after its start-of-scan marker is scrambled; the frame header before it stays readable.
    for (let i = bytes.indexOf(Buffer.from([0xff, 0xda])) + 20; i < bytes.length - 10; i += 7) bytes[i] ^= 0x5a;
    const outcome = await checkImage(new Uint8Array(bytes), 'jpeg');
    expect(outcome.checks.map((c) => [c.name, c.ok])).toEqual([
      ['dimensions', true],
      ['decodes', false],
    ]);
  });
});
