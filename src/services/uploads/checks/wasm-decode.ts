import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { ImageData } from '@napi-rs/canvas';
import type { LogoFormat } from '../../../domain/uploads/logo-rules';

/**
 * Decodes an untrusted PNG, JPEG or WebP with the Squoosh decoders compiled to WebAssembly (@jsquash): a broken or
 * hostile file is an exception there. @napi-rs/canvas's loadImage must never see uploaded bytes: a corrupted JPEG or
 * WebP, or a truncated PNG, crashes the whole process in it (segmentation fault), the pool's worker thread included
 * (docs/decisions/2026-11-27-company-profile-review.md).
 */

const require = createRequire(import.meta.url);
// The Emscripten decoders answer an ImageData, which Node lacks: the canvas package's is the same shape.
(globalThis as { ImageData?: unknown }).ImageData ??= ImageData;

interface Decoded {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

const compile = async (file: string) => WebAssembly.compile(await readFile(require.resolve(file)));

const DECODERS: Record<LogoFormat, () => Promise<(bytes: ArrayBuffer) => Promise<Decoded>>> = {
  async png() {
    const png = await import('@jsquash/png/decode.js');
    await png.init(await compile('@jsquash/png/codec/pkg/squoosh_png_bg.wasm'));
    return (bytes) => png.decode(bytes);
  },
  async jpeg() {
    const jpeg = await import('@jsquash/jpeg/decode.js');
    await jpeg.init(await compile('@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm'));
    return (bytes) => jpeg.default(bytes);
  },
  async webp() {
    const webp = await import('@jsquash/webp/decode.js');
    await webp.init(await compile('@jsquash/webp/codec/dec/webp_dec.wasm'));
    return (bytes) => webp.default(bytes);
  },
};

const loaded = new Map<LogoFormat, ReturnType<(typeof DECODERS)[LogoFormat]>>();

/** The image's pixels (RGBA), or an error for bytes that do not decode. */
export async function decodeImage(bytes: Uint8Array, format: LogoFormat): Promise<ImageData> {
  let decoder = loaded.get(format);
  if (!decoder) loaded.set(format, (decoder = DECODERS[format]()));
  const copy = bytes.slice().buffer;
  const image = await (await decoder)(copy);
  return new ImageData(image.data, image.width, image.height);
}
