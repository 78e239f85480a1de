import { statSync } from 'node:fs';
import path from 'node:path';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { LinkConfig } from './link-policy';
import { contentLink } from './link-policy';

/**
 * A file of this site under DATA_DIR/media: /media/{videos|webinars|software}/{coid}/{file name}.
 * The folder names the kind; the company folder must be the item's own.
 */
const LOCAL_MEDIA = /^\/media\/(videos|webinars|software)\/(\d{5})\/([a-z0-9][a-z0-9._-]{0,150}\.([a-z0-9]{2,4}))$/i;

const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm' };
/** Installers and archives a tool may be downloaded as. */
const TOOL_FORMATS = new Set(['zip', 'msi', 'exe', 'dmg']);

/** What an item of a media type really offers; null when it offers nothing (then nothing is promised). */
export type ContentMedia =
  /** A video, or a webinar's recording, that is on this site: the viewer plays it. */
  | { kind: 'video'; src: string; mime: string }
  /** A tool's installer that is on this site. */
  | { kind: 'download'; href: string; format: string }
  /** A webinar's attendance page or a tool on another site the navigation rule allows (the manufacturer's own). */
  | { kind: 'link'; href: string; external: boolean };

/** The item types whose point is their media (without it they offer nothing), and their folder under DATA_DIR/media. */
const MEDIA_FOLDERS: Record<string, string> = { video: 'videos', webinar: 'webinars', software: 'software' };

/** The local file the address names when it exists and is not empty (a folder, a missing or empty file: null). */
function localFile(dataDir: string, folder: string, coid: string, file: string): boolean {
  try {
    const stat = statSync(path.join(dataDir, 'media', folder, coid, file));
    return stat.isFile() && stat.size > 0;
  } catch {
    return false;
  }
}

interface MediaItem {
  contentType: string;
  coid: number;
  /** The address the catalog stores for the item (content_items.url). */
  storedUrl: string | null;
  /** The manufacturer's web site: links to it are allowed. */
  website?: string | null;
}

/** The media an item offers: a file of this site that exists, or an allowed link to another site. */
export function contentMedia(item: MediaItem, dataDir: string, config: LinkConfig): ContentMedia | null {
  if (!Object.hasOwn(MEDIA_FOLDERS, item.contentType) || !item.storedUrl) return null;
  if (item.storedUrl.startsWith('/')) {
    const local = LOCAL_MEDIA.exec(item.storedUrl);
    if (!local || local[1] !== MEDIA_FOLDERS[item.contentType] || Number(local[2]) !== item.coid) return null;
    if (!localFile(dataDir, local[1], local[2], local[3])) return null;
    const format = local[4].toLowerCase();
    if (item.contentType === 'software') return TOOL_FORMATS.has(format) ? { kind: 'download', href: item.storedUrl, format: format.toUpperCase() } : null;
    return VIDEO_TYPES[format] ? { kind: 'video', src: item.storedUrl, mime: VIDEO_TYPES[format] } : null;
  }
  // Only webinars (to attend) and tools (to open) live on other sites; a video's player shows files of this site only.
  if (item.contentType === 'video') return null;
  const link = contentLink(item.storedUrl, config, item.website);
  return link?.external ? { kind: 'link', href: link.href, external: true } : null;
}

/** The address the catalog stores for an item (its video, recording, attendance page or tool), if any. */
async function storedMediaUrl(db: Queryable, id: number): Promise<string | null> {
  const row = await db.maybeOne<{ url: string | null }>(sql`SELECT url FROM content_items WHERE id = ${id}`);
  return row?.url ?? null;
}

/** The media an item offers, read from the catalog (no query for types without media). */
export async function mediaOf(
  db: Queryable,
  item: { id: number; contentType: string; coid: number },
  website: string | null,
  dataDir: string,
  config: LinkConfig,
): Promise<ContentMedia | null> {
  if (!Object.hasOwn(MEDIA_FOLDERS, item.contentType)) return null;
  return contentMedia({ ...item, storedUrl: await storedMediaUrl(db, item.id), website }, dataDir, config);
}
