import type { Readable } from 'node:stream';
import { PREVIEW_SIZE } from '../../domain/preview-paths';
import type { Previews } from '../previews';
import { PREVIEW_LIMITS } from '../previews/budgets';
import { placeholderSvg } from '../previews/placeholder';
import type { FileStore } from '../storage/file-store';
import type { DocumentVersion } from './document-versions';

/** A stream's bytes, or null when it holds more than `max` (it is then destroyed). */
async function readWithin(stream: Readable, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) {
      stream.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

const KIND: Record<string, 'dxf' | 'ifc' | 'pdf'> = { 'application/dxf': 'dxf', 'application/x-step': 'ifc', 'application/pdf': 'pdf' };

/**
 * What a manufacturer sees of one version before it is published: an image itself, else the SVG drawn from the
 * file in the preview pool, kept in the store beside the version (preview.svg) after the first time. A file the
 * pool cannot draw (over a budget, unreadable) gets the placeholder.
 */
export async function versionPreview(deps: { store: FileStore; previews: Previews }, version: DocumentVersion, title: string): Promise<{ mime: string; body: Buffer }> {
  const { store, previews } = deps;
  if (version.mime.startsWith('image/')) {
    const stream = await store.get(version.storageKey);
    const bytes = stream ? await readWithin(stream, version.size) : null;
    if (bytes) return { mime: version.mime, body: Buffer.from(bytes) };
  }
  const kept = version.storageKey.replace(/[^/]+$/, 'preview.svg');
  const cached = await store.get(kept);
  const cachedBytes = cached ? await readWithin(cached, PREVIEW_LIMITS.outputBytes) : null;
  if (cachedBytes) return { mime: 'image/svg+xml', body: Buffer.from(cachedBytes) };
  const kind = KIND[version.mime];
  const source = kind ? await store.get(version.storageKey) : null;
  const bytes = source ? await readWithin(source, kind === 'pdf' ? PREVIEW_LIMITS.pdfFileBytes : PREVIEW_LIMITS.drawingFileBytes) : null;
  const drawn = kind && bytes ? await previews.drawFile(kind, bytes, title) : null;
  if (!drawn) {
    const { width, height } = PREVIEW_SIZE.svg;
    return { mime: 'image/svg+xml', body: Buffer.from(placeholderSvg(width, height, `No preview of ${title}`)) };
  }
  await store.put(kept, drawn);
  return { mime: 'image/svg+xml', body: drawn };
}
