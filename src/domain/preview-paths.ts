import { stableHash } from './stable-hash';

/** Bump when the renderers change, so every preview URL (and its cached file) changes with them. */
export const PREVIEW_RENDERER_VERSION = 1;

export type PreviewFormat = 'svg' | 'png';

/** Content types that have a picture drawn from their file. */
export const PREVIEWED_TYPES: ReadonlySet<string> = new Set(['cad', 'bim']);

/** Pixel size of the full preview (SVG) and of the card thumbnail (PNG). */
export const PREVIEW_SIZE = { svg: { width: 640, height: 480 }, png: { width: 320, height: 240 } } as const;

export interface PreviewSource {
  id: number;
  filename: string;
  publishedAt: Date | string;
}

/** A digest of what the preview is drawn from: a new file date or renderer gives a new URL. */
export function previewVersion(source: PreviewSource): string {
  const published = new Date(source.publishedAt).toISOString();
  return `${PREVIEW_RENDERER_VERSION}${stableHash(`${source.id}|${source.filename}|${published}`).toString(36)}`;
}

/** The long-cached address of an item's preview. */
export function previewPath(source: PreviewSource, format: PreviewFormat): string {
  return `/previews/${source.id}.${format}?v=${previewVersion(source)}`;
}
