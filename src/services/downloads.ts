import type { Readable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { notFound } from '../errors';
import type { RenderedFile } from './files';
import { generatedFormat, renderContentFile } from './files';
import { specPages } from './files/spec-pages';
import type { SpecBody } from '../domain/spec-document';
import type { PropertyValues } from '../domain/product-data/values';
import { downloadRecord } from './download-record';
import { isDeclarationKind } from '../domain/declarations';
import { declarationsOf, todayUtc } from './declarations';
import { declarationPages } from './files/declaration-pages';
import { isFileName } from '../domain/file-name';
import { UnreadableObject, type FileStore } from './storage/file-store';
import { ObjectTooLarge, readObjectWithin } from './storage/read-within';
import { currentVersion } from './uploads/document-versions';

/** A downloadable content item: its row and what its generated file is about. */
export interface DownloadItem {
  id: number;
  coid: number;
  companyName: string;
  contentType: string;
  title: string;
  description: string;
  filename: string;
  productSeq: number | null;
  productName: string | null;
  /** The product's record columns (null for an item of no product or a product without a template). */
  templateId: string | null;
  templateVersion: number | null;
  productProperties: PropertyValues | null;
  tradename: string | null;
  section: string | null;
  publishedAt: Date | string;
}

interface DownloadRequest {
  coid: number;
  contentType: string;
  filename: string;
  /** When given, the item must belong to this product. */
  productSeq?: number;
}

const DOWNLOAD_ITEM = sql.raw(`SELECT ci.id, ci.coid, c.name AS "companyName", ci.content_type AS "contentType", ci.title, ci.description,
    ci.filename, ci.product_seq AS "productSeq", p.name AS "productName", p.template_id AS "templateId", p.template_version AS "templateVersion",
    p.properties AS "productProperties", p.tradename, ci.section, ci.published_at AS "publishedAt"
  FROM content_items ci JOIN companies c ON c.coid = ci.coid LEFT JOIN products p ON p.seq = ci.product_seq`);

/** The online item with a generated file by its id, or null. */
export async function findDownloadById(db: Queryable, id: number): Promise<DownloadItem | null> {
  const item = await db.maybeOne<DownloadItem>(sql`${DOWNLOAD_ITEM} WHERE ci.id = ${id} AND ci.online AND ci.filename IS NOT NULL`);
  return item && generatedFormat(item.contentType) ? item : null;
}

/** The online item a /downloads path names; anything that does not match exactly is a 404. */
export async function findDownload(db: Queryable, request: DownloadRequest): Promise<DownloadItem> {
  const item = await db.maybeOne<DownloadItem>(sql`${DOWNLOAD_ITEM}
    WHERE ci.coid = ${request.coid} AND ci.content_type = ${request.contentType} AND ci.filename = ${request.filename} AND ci.online
    ORDER BY ci.id LIMIT 1`);
  if (!item || !generatedFormat(item.contentType)) throw notFound(`No download ${request.filename}`);
  if (request.productSeq !== undefined && item.productSeq !== request.productSeq) throw notFound(`No download ${request.filename} for product ${request.productSeq}`);
  return item;
}

/** Every online file of a product (CAD, BIM, PDFs), by type then title: what "download all" packs. */
export async function productDownloads(db: Queryable, productSeq: number): Promise<DownloadItem[]> {
  const items = await db.many<DownloadItem>(sql`${DOWNLOAD_ITEM}
    WHERE ci.product_seq = ${productSeq} AND ci.online AND ci.filename IS NOT NULL
    ORDER BY ci.content_type, ci.title, ci.id`);
  return items.filter((item) => generatedFormat(item.contentType) !== null);
}

/** Page text of documents whose pages are kept in the database (catalog pages, spec parts, declaration facts). */
async function storedPages(db: Queryable, item: DownloadItem): Promise<string[] | undefined> {
  if (isDeclarationKind(item.contentType)) {
    const declaration = (await declarationsOf(db, [item.id], todayUtc())).get(item.id);
    return declaration ? declarationPages(declaration, item) : undefined;
  }
  if (item.contentType === 'catalog') {
    const pages = await db.many<{ data: string }>(sql`SELECT data FROM catalog_pages WHERE content_id = ${item.id} ORDER BY page_number`);
    return pages.map((p) => p.data);
  }
  if (item.contentType === 'spec') {
    const spec = await db.maybeOne<{ body: SpecBody }>(sql`SELECT body FROM spec_documents WHERE content_id = ${item.id}`);
    return spec ? specPages(spec.body) : undefined;
  }
  return undefined;
}

type DownloadBody = { kind: 'file'; stream: Readable } | { kind: 'rendered'; file: RenderedFile };

/** An item's stored file as the file store saw it: its size and change time tell one version of it from the next. */
export interface StoredFile {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** A stored file that is there but cannot be served (a folder, a device): a server fault, never a crash. */
class UnreadableFile extends Error {}

/** Where an item's uploaded (or seeded) file lives in the file store: files/<coid>/<filename>. */
export function storedFileKey(coid: number, filename: string): string {
  return `files/${coid}/${filename}`;
}

/** The store's error about the item's file, named after the item (what the log and the 500 say). */
function unreadable(item: DownloadItem, error: unknown): Error {
  if (error instanceof UnreadableObject) return new UnreadableFile(`${item.filename} of item ${item.id} ${error.reason}`);
  return new UnreadableFile(`${item.filename} of item ${item.id}: ${(error as Error).message}`, { cause: error });
}

/**
 * The file the seed (or an upload) put in the file store under files/<coid>/<filename>, or null when there is none
 * (the file is then generated). Anything there that cannot be read as a file is an UnreadableFile.
 */
export async function storedFile(files: FileStore, item: DownloadItem): Promise<StoredFile | null> {
  if (!isFileName(item.filename)) return null;
  const found = await files.stat(storedFileKey(item.coid, item.filename)).catch((error: unknown) => {
    throw unreadable(item, error);
  });
  return found && { key: found.key, size: found.size, modifiedAt: found.modifiedAt };
}

async function generatedFile(db: Queryable, item: DownloadItem): Promise<RenderedFile> {
  const file = await renderContentFile({
    contentType: item.contentType,
    title: item.title,
    filename: item.filename,
    companyName: item.companyName,
    productName: item.productName,
    productRecord: await downloadRecord(db, item),
    section: item.section,
    description: item.description,
    date: new Date(item.publishedAt),
    pages: await storedPages(db, item),
  });
  if (!file) throw notFound(`No download ${item.filename}`);
  return file;
}

/**
 * The file itself: the stored one, opened before anything is answered (so a file that cannot be opened
 * fails here, not half-way through a response), else generated now from the same subject, so a catalog
 * without files on disk still serves real ones. The stream's own errors (a disk failing mid-read) are
 * the caller's to listen for.
 */
export async function openDownload(db: Queryable, files: FileStore, item: DownloadItem): Promise<DownloadBody> {
  // A manufacturer's upload: its newest version that is not retired, from the file store.
  const uploaded = await currentVersion(db, item.id);
  const key = uploaded ? uploaded.storageKey : isFileName(item.filename) ? storedFileKey(item.coid, item.filename) : null;
  const stream = key
    ? await files.get(key).catch((error: unknown) => {
        throw unreadable(item, error);
      })
    : null;
  if (uploaded && !stream) throw new UnreadableFile(`${uploaded.storageKey} of item ${item.id} is not in the file store`);
  if (!stream) return { kind: 'rendered', file: await generatedFile(db, item) };
  return { kind: 'file', stream };
}

/** Larger PDFs are not opened on the request thread to count their pages: their download link states no count. */
const PAGE_COUNT_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Pages of the PDF a download serves, counted in the bytes it sends (the file on disk or the one generated now), so
 * a page count shown beside a download is the file's own; null for a file that is not a PDF.
 */
export async function downloadPageCount(db: Queryable, files: FileStore, item: DownloadItem): Promise<number | null> {
  if (generatedFormat(item.contentType) !== 'pdf') return null;
  const bytes = await readDownloadWithin(db, files, item, await storedFile(files, item), PAGE_COUNT_MAX_BYTES).catch((error: unknown) => {
    if (error instanceof FileTooLarge) return null;
    throw error;
  });
  if (!bytes) return null;
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  return pdf.getPageCount();
}

/** Records a download for analytics; sign-in is never required. */
export async function recordDownload(db: Queryable, item: DownloadItem, userSeq: number | null, label: string | null): Promise<void> {
  await db.query(sql`
    INSERT INTO downloads (content_id, coid, content_type, user_seq, label)
    VALUES (${item.id}, ${item.coid}, ${item.contentType}, ${userSeq}, ${label})`);
}

/** Thrown when a file is larger than its reader allows (checked before it is read). */
export class FileTooLarge extends Error {}

/**
 * The whole file as bytes, at most `maxBytes` of them: the stored file's size is checked before it is read
 * (`stored`, from storedFile), and a generated file's once it is made.
 */
export async function readDownloadWithin(
  db: Queryable,
  files: FileStore,
  item: DownloadItem,
  stored: StoredFile | null,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = (size: number) => new FileTooLarge(`${item.filename} of item ${item.id} has ${size} bytes, more than ${maxBytes}`);
  if (!stored) {
    // A copy in a buffer of its own (a small Buffer shares Node's pool slab), so it can be moved to a worker.
    const body = new Uint8Array(Buffer.from((await generatedFile(db, item)).body));
    if (body.byteLength > maxBytes) throw tooLarge(body.byteLength);
    return body;
  }
  if (stored.size > maxBytes) throw tooLarge(stored.size);
  const bytes = await readObjectWithin(files, stored.key, maxBytes).catch((error: unknown) => {
    if (error instanceof ObjectTooLarge) throw tooLarge(error.size);
    throw unreadable(item, error);
  });
  if (!bytes) throw new UnreadableFile(`${item.filename} of item ${item.id} was removed while it was read`);
  return bytes;
}
