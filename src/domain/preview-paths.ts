import { stableHash } from './stable-hash';

/** Bump when the renderers change, so every preview URL (and its cached file) changes with them. */
const PREVIEW_RENDERER_VERSION = 3;

export type PreviewFormat = 'svg' | 'png';

/** Content types that have a picture: drawings and models from their file, catalogs and data sheets their cover. */
export const PREVIEWED_TYPES: ReadonlySet<string> = new Set(['cad', 'bim', 'catalog', 'datasheet']);

/** Pixel size of the full preview (SVG) and of the card thumbnail (PNG). */
export const PREVIEW_SIZE = { svg: { width: 640, height: 480 }, png: { width: 320, height: 240 } } as const;

interface PreviewSource {
  id: number;
  filename: string;
  publishedAt: Date | string;
}

/**
 * A digest of what the preview is drawn from: a new file date or renderer gives a new URL. Only the
 * day of publication counts, as list queries select it ('YYYY-MM-DD') and the preview route a timestamp.
 */
export function previewVersion(source: PreviewSource): string {
  const published = new Date(source.publishedAt).toISOString().slice(0, 10);
  return `${PREVIEW_RENDERER_VERSION}${stableHash(`${source.id}|${source.filename}|${published}`).toString(36)}`;
}

/** The long-cached address of an item's preview. */
export function previewPath(source: PreviewSource, format: PreviewFormat): string {
  return `/previews/${source.id}.${format}?v=${previewVersion(source)}`;
}

/** A picture as pages show it: the full drawing, the card thumbnail and what it shows. */
export interface ItemPicture {
  src: string;
  thumb: string;
  alt: string;
}

/** The picture of a CAD or BIM item (null for other types); `of` names what it shows when that is not the item itself. */
export function itemPicture(source: PreviewSource & { contentType: string; title: string }, of?: string): ItemPicture | null {
  if (!PREVIEWED_TYPES.has(source.contentType) || !source.filename) return null;
  if (!of && (source.contentType === 'catalog' || source.contentType === 'datasheet')) {
    return { src: previewPath(source, 'svg'), thumb: previewPath(source, 'png'), alt: `Cover of ${source.title}` };
  }
  const what = source.contentType === 'bim' ? 'BIM model' : source.contentType === 'cad' ? 'Drawing' : 'Cover';
  return {
    src: previewPath(source, 'svg'),
    thumb: previewPath(source, 'png'),
    alt: of ? `${what} of ${of}` : `${what}: ${source.title.replace(/\s*\((DXF|IFC)\)$/, '')}`,
  };
}
