import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { ContentCard } from './content-items';
import { generatedFormat } from './files';

/** Where videos are served from (app.ts), and the folder behind it. */
const mediaVideosDir = (dataDir: string) => path.join(dataDir, 'media', 'videos');

/** A stored video address this site can serve: /media/videos/{coid}/{file name}.mp4|webm, nothing else. */
const LOCAL_VIDEO = /^\/media\/videos\/(\d{5})\/([a-z0-9][a-z0-9._-]{0,150}\.(?:mp4|webm))$/i;

/** What the viewer page of an item shows. */
export type ContentView =
  /** `src` is null when the file is not on this server: the page says so instead of showing a player. */
  | { kind: 'video'; src: string | null; mime: string }
  /** A PDF shown in a frame (`src` asks the downloads route for an inline answer) with the download beside it. */
  | { kind: 'document'; src: string; downloadUrl: string }
  /** CAD and BIM files: the drawing's preview (the item's picture), a summary and the download. */
  | { kind: 'model'; downloadUrl: string; format: string };

/** Whether an item has a viewer page: videos, and items with a PDF, DXF or IFC file. */
export function hasViewer(item: Pick<ContentCard, 'contentType' | 'downloadUrl'>): boolean {
  return item.contentType === 'video' || (generatedFormat(item.contentType) !== null && item.downloadUrl !== null);
}

/** The site path of a video whose file is on this server, else null (an outside address or a missing file). */
function playableVideo(storedUrl: string | null, coid: number, dataDir: string): string | null {
  const match = storedUrl ? LOCAL_VIDEO.exec(storedUrl) : null;
  if (!match || Number(match[1]) !== coid || match[2].includes('..')) return null;
  return existsSync(path.join(mediaVideosDir(dataDir), match[1], match[2])) ? storedUrl : null;
}

/** The viewer of an item, or null for types without one (spec wizards, webinars, software, products). */
export async function contentView(db: Queryable, dataDir: string, item: ContentCard): Promise<ContentView | null> {
  if (item.contentType === 'video') {
    const row = await db.maybeOne<{ url: string | null }>(sql`SELECT url FROM content_items WHERE id = ${item.id}`);
    const src = playableVideo(row?.url ?? null, item.coid, dataDir);
    return { kind: 'video', src, mime: src?.toLowerCase().endsWith('.webm') ? 'video/webm' : 'video/mp4' };
  }
  const format = generatedFormat(item.contentType);
  if (!format || !item.downloadUrl) return null;
  if (format === 'pdf') return { kind: 'document', src: `${item.downloadUrl}?view=inline`, downloadUrl: item.downloadUrl };
  return { kind: 'model', downloadUrl: item.downloadUrl, format: format.toUpperCase() };
}
