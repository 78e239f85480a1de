import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { PREVIEW_SIZE, PREVIEWED_TYPES, previewVersion, type PreviewFormat } from '../../domain/preview-paths';
import type { Queryable } from '../../db/types';
import { findDownloadById, readDownload, type DownloadItem } from '../downloads';
import { dxfToSvg } from './dxf-preview';
import { coverSvg, pdfFirstPagePng } from './pdf-cover';
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
  const text = source.toString('latin1');
  const { width, height } = PREVIEW_SIZE.svg;
  return item.contentType === 'bim' ? ifcToSvg(text, title, width, height) : dxfToSvg(text, title, width, height);
}

/** PDFs above this size get the placeholder: pdf.js runs on the server's own thread, and a cover is not worth a stall. */
const MAX_COVER_PDF_BYTES = 50 * 1024 * 1024;

/** A catalog's or data sheet's cover: the first page of its own PDF (the stored file, an uploaded one included). */
async function coverImage(pdf: Buffer, title: string, format: PreviewFormat): Promise<Buffer> {
  if (pdf.length > MAX_COVER_PDF_BYTES) throw new Error(`PDF of ${pdf.length} bytes is too large for a cover`);
  const { width, height } = PREVIEW_SIZE[format];
  const png = await pdfFirstPagePng(new Uint8Array(pdf), width, height);
  return format === 'png' ? png : Buffer.from(coverSvg(png, `Cover of ${title}`, width, height));
}

/** Writes next to the final name, then renames: a reader never sees half a file. */
function writeAtomically(file: string, body: Buffer | string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, body);
  renameSync(temp, file);
}

/** Previews being drawn now, by cache file: a second request for one waits for the first instead of drawing it again. */
const drawing = new Map<string, Promise<Buffer>>();

/** Draws the preview and keeps it (a drawing's SVG too, which its PNG is rasterised from). */
async function drawPreview(db: Queryable, dataDir: string, item: DownloadItem, format: PreviewFormat, cached: string): Promise<Buffer> {
  const source = await readDownload(db, dataDir, item);
  if (item.contentType !== 'cad' && item.contentType !== 'bim') {
    const body = await coverImage(source, item.title, format);
    writeAtomically(cached, body);
    return body;
  }
  const svg = drawingSvg(item, source);
  writeAtomically(cached.replace(/\.png$/, '.svg'), svg);
  const body = format === 'svg' ? Buffer.from(svg) : rasterize(svg, PREVIEW_SIZE.png.width);
  if (format === 'png') writeAtomically(cached, body);
  return body;
}

/**
 * The preview of content item `id` (a CAD drawing, a BIM model, or the first page of a catalog or data sheet),
 * drawn once and kept in DATA_DIR/previews/<id>-<version>.<format>. Null when no online previewed item has that
 * id; a file that cannot be read or drawn gives a placeholder (not cached, so a fixed file shows).
 */
export async function previewImage(db: Queryable, dataDir: string, id: number, format: PreviewFormat, log?: (message: string) => void): Promise<PreviewImage | null> {
  const item = await findDownloadById(db, id);
  if (!item || !PREVIEWED_TYPES.has(item.contentType)) return null;
  const version = previewVersion(item);
  const cached = path.join(dataDir, 'previews', `${item.id}-${version}.${format}`);
  if (existsSync(cached)) return { body: readFileSync(cached), mime: MIME[format], version, drawn: true };
  let pending = drawing.get(cached);
  if (!pending) {
    pending = drawPreview(db, dataDir, item, format, cached).finally(() => drawing.delete(cached));
    drawing.set(cached, pending);
  }
  try {
    return { body: await pending, mime: MIME[format], version, drawn: true };
  } catch (error) {
    log?.(`preview of item ${item.id} unavailable: ${(error as Error).message}`);
    const { width, height } = PREVIEW_SIZE[format];
    const placeholder = placeholderSvg(width, height, `No preview of ${item.title}`);
    return { body: format === 'svg' ? Buffer.from(placeholder) : rasterize(placeholder, width), mime: MIME[format], version, drawn: false };
  }
}
