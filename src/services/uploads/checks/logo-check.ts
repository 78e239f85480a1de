import { writeFile } from 'node:fs/promises';
import { createCanvas } from '@napi-rs/canvas';
import { LOGO_SIDE, type LogoFormat } from '../../../domain/uploads/logo-rules';
import { jpegSize, pngSize } from './image-check';
import { UPLOAD_CHECK_LIMITS } from './limits';
import { decodeImage } from './wasm-decode';
import type { CheckOutcome } from './outcome';

/** Width and height from a WebP's first chunk: VP8X (extended), VP8L (lossless) or VP8 (lossy). */
function webpSize(b: Buffer): [number, number] | null {
  if (b.length < 30 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return [b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1];
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b.readUInt32LE(21);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) return [b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff];
  return null;
}

const SIZE_OF: Record<LogoFormat, (b: Buffer) => [number, number] | null> = { png: pngSize, jpeg: jpegSize, webp: webpSize };

const refused = (name: string, message: string): CheckOutcome => ({ checks: [{ name, ok: false, message }], phrases: [] });

/**
 * An uploaded logo (in the upload-check pool): its header's dimensions within limits before anything is decoded
 * (a small file declaring a huge canvas is a decompression bomb), decoded for real by a WebAssembly decoder, scaled to fit LOGO_SIDE and
 * written to `out` as a PNG (the one format logos are served in).
 */
export async function convertLogo(bytes: Uint8Array, format: LogoFormat, out: string): Promise<CheckOutcome> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = SIZE_OF[format](buffer);
  if (!size) return refused('dimensions', `no ${format.toUpperCase()} header with the image's size`);
  const [width, height] = size;
  const { imageSide, imagePixels } = UPLOAD_CHECK_LIMITS;
  if (width < 1 || height < 1 || width > imageSide || height > imageSide || width * height > imagePixels) {
    return refused('dimensions', `declares ${width} × ${height} pixels: more than ${imageSide} a side or ${imagePixels / 1e6} megapixels (a decompression bomb?)`);
  }
  let image: Awaited<ReturnType<typeof decodeImage>>;
  try {
    image = await decodeImage(bytes, format);
  } catch (error) {
    return refused('decodes', `does not decode: ${(error as Error).message.slice(0, 200)}`);
  }
  if (image.width !== width || image.height !== height) return refused('decodes', `decodes to ${image.width} × ${image.height}, not the size its header says`);
  const scale = Math.min(1, LOGO_SIDE / Math.max(width, height));
  const full = createCanvas(width, height);
  full.getContext('2d').putImageData(image, 0, 0);
  const canvas = createCanvas(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)));
  canvas.getContext('2d').drawImage(full, 0, 0, canvas.width, canvas.height);
  await writeFile(out, await canvas.encode('png'));
  return {
    checks: [
      { name: 'dimensions', ok: true, message: `${width} × ${height} pixels` },
      { name: 'decodes', ok: true, message: `decodes; kept as a ${canvas.width} × ${canvas.height} PNG` },
    ],
    phrases: [`${canvas.width} × ${canvas.height} px`],
  };
}
