import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { notFound } from '../errors';
import type { RenderedFile } from './files';
import { generatedFormat, renderContentFile } from './files';
import { specPages } from './files/spec-pages';
import type { SpecBody } from '../domain/spec-document';
import type { ProductAttribute } from '../domain/product-attributes';
import { isDeclarationKind } from '../domain/declarations';
import { declarationsOf, todayUtc } from './declarations';
import { declarationPages } from './files/declaration-pages';

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
  /** The product's data-sheet rows (null for an item of no product). */
  productAttributes: ProductAttribute[] | null;
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
    ci.filename, ci.product_seq AS "productSeq", p.name AS "productName", p.attributes AS "productAttributes", ci.section, ci.published_at AS "publishedAt"
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

/**
 * The file itself: the one the seed (or an upload) wrote under DATA_DIR/files/<coid>/, else
 * generated now from the same subject, so a catalog without files on disk still serves real ones.
 */
export async function openDownload(db: Queryable, dataDir: string, item: DownloadItem): Promise<DownloadBody> {
  const onDisk = path.join(dataDir, 'files', String(item.coid), item.filename);
  if (!item.filename.includes('/') && existsSync(onDisk)) return { kind: 'file', stream: createReadStream(onDisk) };
  const file = await renderContentFile({
    contentType: item.contentType,
    title: item.title,
    filename: item.filename,
    companyName: item.companyName,
    productName: item.productName,
    productAttributes: item.productAttributes,
    section: item.section,
    description: item.description,
    date: new Date(item.publishedAt),
    pages: await storedPages(db, item),
  });
  if (!file) throw notFound(`No download ${item.filename}`);
  return { kind: 'rendered', file };
}

/**
 * Pages of the PDF a download serves, counted in the bytes it sends (the file on disk or the one generated now), so
 * a page count shown beside a download is the file's own; null for a file that is not a PDF.
 */
export async function downloadPageCount(db: Queryable, dataDir: string, item: DownloadItem): Promise<number | null> {
  if (generatedFormat(item.contentType) !== 'pdf') return null;
  const pdf = await PDFDocument.load(await readDownload(db, dataDir, item), { updateMetadata: false });
  return pdf.getPageCount();
}

/** Records a download for analytics; sign-in is never required. */
export async function recordDownload(db: Queryable, item: DownloadItem, userSeq: number | null, label: string | null): Promise<void> {
  await db.query(sql`
    INSERT INTO downloads (content_id, coid, content_type, user_seq, label)
    VALUES (${item.id}, ${item.coid}, ${item.contentType}, ${userSeq}, ${label})`);
}

/** The whole file as bytes (for derived data such as previews; drawings are small). */
export async function readDownload(db: Queryable, dataDir: string, item: DownloadItem): Promise<Buffer> {
  const body = await openDownload(db, dataDir, item);
  if (body.kind === 'rendered') return Buffer.from(body.file.body);
  const chunks: Buffer[] = [];
  for await (const chunk of body.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
