import { PREVIEW_SIZE } from '../../domain/preview-paths';
import type { Previews } from '../previews';
import { PREVIEW_LIMITS } from '../previews/budgets';
import { placeholderSvg } from '../previews/placeholder';
import type { FileStore } from '../storage/file-store';
import type { DocumentVersion } from './document-versions';
import { readStoredWithin } from './read-stored';

const KIND: Record<string, 'dxf' | 'ifc' | 'pdf'> = { 'application/dxf': 'dxf', 'application/x-step': 'ifc', 'application/pdf': 'pdf' };

/**
 * What a manufacturer sees of one version before it is published: an image itself, else the SVG drawn from the
 * file in the preview pool, kept in the store beside the version (preview.svg) after the first time. A file the
 * pool cannot draw (over a budget, unreadable) gets the placeholder.
 */
export async function versionPreview(deps: { store: FileStore; previews: Previews }, version: DocumentVersion, title: string): Promise<{ mime: string; body: Buffer }> {
  const { store, previews } = deps;
  if (version.mime.startsWith('image/')) {
    const bytes = await readStoredWithin(store, version.storageKey, version.size);
    if (typeof bytes !== 'string') return { mime: version.mime, body: Buffer.from(bytes) };
  }
  const kept = version.storageKey.replace(/[^/]+$/, 'preview.svg');
  const cached = await readStoredWithin(store, kept, PREVIEW_LIMITS.outputBytes);
  if (typeof cached !== 'string') return { mime: 'image/svg+xml', body: Buffer.from(cached) };
  const kind = KIND[version.mime];
  const bytes = kind ? await readStoredWithin(store, version.storageKey, kind === 'pdf' ? PREVIEW_LIMITS.pdfFileBytes : PREVIEW_LIMITS.drawingFileBytes) : 'missing';
  const drawn = kind && typeof bytes !== 'string' ? await previews.drawFile(kind, bytes, title) : null;
  if (!drawn) {
    const { width, height } = PREVIEW_SIZE.svg;
    return { mime: 'image/svg+xml', body: Buffer.from(placeholderSvg(width, height, `No preview of ${title}`)) };
  }
  await store.put(kept, drawn);
  return { mime: 'image/svg+xml', body: drawn };
}
