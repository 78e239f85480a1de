import type { ContentCard } from './content-items';
import type { ContentMedia } from './content-media';
import { generatedFormat } from './files';

/** What the viewer page of an item shows. */
export type ContentView =
  /** A video, or a webinar's recording, that is on this server (never a player without its file). */
  | { kind: 'video'; src: string; mime: string }
  /** A PDF shown in a frame (`src` asks the downloads route for an inline answer) with the download beside it. */
  | { kind: 'document'; src: string; downloadUrl: string }
  /** CAD and BIM files: the drawing's preview (the item's picture), a summary and the download. */
  | { kind: 'model'; downloadUrl: string; format: string };

/**
 * The viewer of an item, or null for items without one: a video or recording whose file is on this
 * server (`media`, see content-media.ts), a PDF, DXF or IFC file; never spec wizards, tools or products.
 */
export function contentView(item: Pick<ContentCard, 'contentType' | 'downloadUrl'>, media: ContentMedia | null): ContentView | null {
  if (media?.kind === 'video') return { kind: 'video', src: media.src, mime: media.mime };
  const format = generatedFormat(item.contentType);
  if (!format || !item.downloadUrl) return null;
  if (format === 'pdf') return { kind: 'document', src: `${item.downloadUrl}?view=inline`, downloadUrl: item.downloadUrl };
  return { kind: 'model', downloadUrl: item.downloadUrl, format: format.toUpperCase() };
}
