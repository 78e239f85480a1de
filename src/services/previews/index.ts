import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { PREVIEW_SIZE, PREVIEWED_TYPES, previewVersion, type PreviewFormat } from '../../domain/preview-paths';
import type { Queryable } from '../../db/types';
import { findDownloadById, readDownload, type DownloadItem } from '../downloads';
import { dxfToSvg } from './dxf-preview';
import { coverSvg } from './cover-preview';
import { ifcToSvg } from './ifc-preview';
import { placeholderSvg } from './placeholder';

interface PreviewImage {
  body: Buffer;
  mime: 'image/svg+xml' | 'image/png';
  /** The digest of the source; equal to the `?v=` of the page's link when that link is current. */
  version: string;
  /** False for the placeholder of a missing or unreadable file. */
  drawn: boolean;
}

const MIME = { svg: 'image/svg+xml', png: 'image/png' } as const;

/** SVG to PNG with resvg (no sharp here: PNG, not WebP). */
function rasterize(svg: string, width: number): Buffer {
  return Buffer.from(new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: true } }).render().asPng());
}

function drawingSvg(item: DownloadItem, source: Buffer): string {
  const title = `${item.contentType === 'bim' ? 'BIM model' : 'Drawing'}: ${item.title}`;
  if (item.contentType !== 'cad' && item.contentType !== 'bim') return coverSvg(item, `Cover of ${item.title}`, PREVIEW_SIZE.svg.width, PREVIEW_SIZE.svg.height);
  const text = source.toString('latin1');
  const { width, height } = PREVIEW_SIZE.svg;
  return item.contentType === 'bim' ? ifcToSvg(text, title, width, height) : dxfToSvg(text, title, width, height);
}

/** Writes next to the final name, then renames: a reader never sees half a file. */
function writeAtomically(file: string, body: Buffer | string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, body);
  renameSync(temp, file);
}

/**
 * The preview of content item `id` (a CAD drawing or a BIM model), drawn once and kept in
 * DATA_DIR/previews/<id>-<version>.<format>. Null when no online previewed item has that id; a
 * file that cannot be read or drawn gives a placeholder (not cached, so a fixed file shows).
 */
export async function previewImage(db: Queryable, dataDir: string, id: number, format: PreviewFormat, log?: (message: string) => void): Promise<PreviewImage | null> {
  const item = await findDownloadById(db, id);
  if (!item || !PREVIEWED_TYPES.has(item.contentType)) return null;
  const version = previewVersion(item);
  const cached = path.join(dataDir, 'previews', `${item.id}-${version}.${format}`);
  if (existsSync(cached)) return { body: readFileSync(cached), mime: MIME[format], version, drawn: true };
  let svg: string;
  try {
    const isDrawing = item.contentType === 'cad' || item.contentType === 'bim';
    svg = drawingSvg(item, isDrawing ? await readDownload(db, dataDir, item) : Buffer.alloc(0));
  } catch (error) {
    log?.(`preview of item ${item.id} unavailable: ${(error as Error).message}`);
    const { width, height } = PREVIEW_SIZE[format];
    const placeholder = placeholderSvg(width, height, `No preview of ${item.title}`);
    return { body: format === 'svg' ? Buffer.from(placeholder) : rasterize(placeholder, width), mime: MIME[format], version, drawn: false };
  }
  const svgFile = cached.replace(/\.png$/, '.svg');
  writeAtomically(svgFile, svg);
  const body = format === 'svg' ? Buffer.from(svg) : rasterize(svg, PREVIEW_SIZE.png.width);
  if (format === 'png') writeAtomically(cached, body);
  return { body, mime: MIME[format], version, drawn: true };
}
