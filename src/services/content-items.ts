import type { SqlQuery } from '../db/sql';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { contentItemPath, downloadPath, productPath } from './content-links';
import { DECLARATION_FACTS_COLUMN, declarationOn, todayUtc, type Declaration, type DeclarationFacts } from './declarations';
import { itemPicture, type ItemPicture } from '../domain/preview-paths';
import { PRODUCT_PICTURE_COLUMN, type PictureSourceRow } from './item-pictures';

/** A content item as lists and cards show it. */
export interface ContentCard {
  id: number;
  contentType: string;
  title: string;
  description: string;
  coid: number;
  companyName: string;
  productSeq: number | null;
  /** The product's own page, or null when the item has no product or its product has no page (offline, a family heading). */
  productUrl: string | null;
  section: string | null;
  division: string | null;
  fileFormat: string | null;
  /** Bytes of the file when known (files the catalog stores); null when it is generated on request. */
  fileSize: number | null;
  publishedAt: string;
  url: string;
  /** The file's download path, or null for items without a file. */
  downloadUrl: string | null;
  /** EPD and HPD items only: the declaration's facts. */
  declaration?: Declaration;
  /** CAD and BIM items, and products with a drawing: the preview to show. */
  picture?: ItemPicture | null;
  /** An uploaded document's quality badge, from the checks of its current version ("units set · 1.2 m × 2.1 m"). */
  quality?: string;
}

export type CardRow = Omit<ContentCard, 'url' | 'downloadUrl' | 'productUrl' | 'declaration' | 'picture' | 'quality'> & {
  /** The badge of the current uploaded version, null for documents without one (seeded, or refused). */
  quality: string | null;
  filename: string | null;
  /** The product has a page (online, not a family heading); null without a product. */
  productPage: boolean | null;
  declarationFacts: DeclarationFacts | null;
  productPicture: PictureSourceRow | null;
};

/** The badge of an uploaded document's current version (document_versions, by its primary key). */
const DOCUMENT_QUALITY_COLUMN = sql.raw(`(SELECT dv.report->>'badge' FROM document_versions dv
    WHERE dv.content_id = ci.id AND dv.retired_at IS NULL AND NOT dv.awaiting_review ORDER BY dv.version DESC LIMIT 1) AS quality`);

/** The columns every card query selects, an EPD's or HPD's declaration included; `ci` is content_items, `c` is companies. */
export const CARD_COLUMNS = sql.raw(`ci.id, ci.content_type AS "contentType", ci.title, ci.description,
  ci.coid, c.name AS "companyName", ci.product_seq AS "productSeq", ci.section, ci.division,
  ci.file_format AS "fileFormat", ci.file_size AS "fileSize", ci.filename, to_char(ci.published_at, 'YYYY-MM-DD') AS "publishedAt",
  (SELECT p.online AND NOT p.heading FROM products p WHERE p.seq = ci.product_seq) AS "productPage",
  ${DECLARATION_FACTS_COLUMN.text}, ${PRODUCT_PICTURE_COLUMN.text}, ${DOCUMENT_QUALITY_COLUMN.text}`);

/** A card of a CARD_COLUMNS row; `today` decides whether its declaration has expired. CAD, BIM and document cards carry their picture. */
export function toCard({ filename, declarationFacts, productPicture, productPage, quality, ...row }: CardRow, today = todayUtc()): ContentCard {
  const productUrl = productPage && row.productSeq !== null ? productPath(row.productSeq) : null;
  const card: ContentCard = { ...row, productUrl, url: contentItemPath(row), downloadUrl: downloadPath({ ...row, filename }) };
  if (declarationFacts) card.declaration = declarationOn(declarationFacts, today);
  const picture = productPicture ? itemPicture(productPicture, row.title) : filename ? itemPicture({ ...row, filename }) : null;
  if (picture) card.picture = picture;
  if (quality) card.quality = quality;
  return card;
}

/** Cards of a query's rows (CARD_COLUMNS), declarations included. */
export async function manyCards(db: Queryable, query: SqlQuery): Promise<ContentCard[]> {
  return (await db.many<CardRow>(query)).map((row) => toCard(row));
}

export async function getContentItem(db: Queryable, id: number): Promise<ContentCard | null> {
  const rows = await manyCards(
    db,
    sql`SELECT ${CARD_COLUMNS} FROM content_items ci JOIN companies c ON c.coid = ci.coid
        WHERE ci.id = ${id} AND ci.online`,
  );
  return rows[0] ?? null;
}

/** An online content item of the given type, or null (GET /api/{type}/es/{id}, /api/specs/es/{seq}). */
export async function getContentItemOfType(db: Queryable, id: number, contentType: string): Promise<ContentCard | null> {
  const item = await getContentItem(db, id);
  return item?.contentType === contentType ? item : null;
}

/** Newest items first, optionally of one type (home page "what's new"). */
export async function latestContent(db: Queryable, limit: number, contentType?: string): Promise<ContentCard[]> {
  const typeFilter = contentType ? sql`AND ci.content_type = ${contentType}` : sql.empty;
  return manyCards(
    db,
    sql`SELECT ${CARD_COLUMNS} FROM content_items ci JOIN companies c ON c.coid = ci.coid
        WHERE ci.online AND ci.content_type <> 'product' ${typeFilter}
        ORDER BY ci.published_at DESC, ci.id DESC LIMIT ${limit}`,
  );
}

/** The item's variations: the other online items of the same product and type (none for items without a product). */
export async function contentVariations(db: Queryable, item: Pick<ContentCard, 'id' | 'contentType' | 'productSeq'>): Promise<ContentCard[]> {
  if (item.productSeq === null) return [];
  return manyCards(
    db,
    sql`SELECT ${CARD_COLUMNS} FROM content_items ci JOIN companies c ON c.coid = ci.coid
        WHERE ci.product_seq = ${item.productSeq} AND ci.content_type = ${item.contentType} AND ci.id <> ${item.id} AND ci.online
        ORDER BY ci.title, ci.id`,
  );
}
