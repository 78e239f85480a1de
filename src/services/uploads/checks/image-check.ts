import type { QualityCheck } from '../../../domain/uploads/quality-report';
import { UPLOAD_CHECK_LIMITS } from './limits';
import { decodeImage } from './wasm-decode';
import type { CheckOutcome } from './outcome';

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(b: Buffer): [number, number] | null {
  return b.length >= 24 && b.toString('latin1', 12, 16) === 'IHDR' ? [b.readUInt32BE(16), b.readUInt32BE(20)] : null;
}

/** Width and height from a JPEG's first start-of-frame marker. */
export function jpegSize(b: Buffer): [number, number] | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    const length = b.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return [b.readUInt16BE(i + 7), b.readUInt16BE(i + 5)];
    i += 2 + length;
  }
  return null;
}

/**
 * A PNG or JPEG: its header's dimensions within limits before anything is decoded (a small file declaring a huge
 * canvas is a decompression bomb), then decoded for real.
 */
export async function checkImage(bytes: Uint8Array, format: 'png' | 'jpeg'): Promise<CheckOutcome> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = format === 'png' ? pngSize(buffer) : jpegSize(buffer);
  if (!size) return { checks: [{ name: 'dimensions', ok: false, message: `no ${format.toUpperCase()} header with the image's size` }], phrases: [] };
  const [width, height] = size;
  const { imageSide, imagePixels } = UPLOAD_CHECK_LIMITS;
  if (width < 1 || height < 1 || width > imageSide || height > imageSide || width * height > imagePixels) {
    const message = `declares ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels: more than ${imageSide.toLocaleString('en-US')} a side or ${imagePixels / 1e6} megapixels (a decompression bomb?)`;
    return { checks: [{ name: 'dimensions', ok: false, message }], phrases: [] };
  }
  const checks: QualityCheck[] = [{ name: 'dimensions', ok: true, message: `${width} × ${height} pixels` }];
  try {
    const image = await decodeImage(bytes, format);
    const whole = image.width === width && image.height === height;
    checks.push(whole ? { name: 'decodes', ok: true, message: 'decodes' } : { name: 'decodes', ok: false, message: `decodes to ${image.width} × ${image.height}, not the size its header says` });
  } catch (error) {
    checks.push({ name: 'decodes', ok: false, message: `does not decode: ${(error as Error).message.slice(0, 200)}` });
  }
  return { checks, phrases: [`${width} × ${height} px`] };
}
