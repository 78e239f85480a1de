import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { ContentCard } from './content-items';
import { CARD_COLUMNS, manyCards } from './content-items';

/** Content types looked up by product or item ids (GET /api/{type}/by-product-ids/{ids} and /api/{type}/es-ids/{ids}). */
export const PRODUCT_DOCUMENT_TYPES = ['certificate', 'datasheet', 'webinar'] as const;
type ProductDocumentType = (typeof PRODUCT_DOCUMENT_TYPES)[number];

export const MAX_LOOKUP_IDS = 100;

/** Online items of a type attached to any of the products, grouped in the order the products were asked, then by title. */
export async function documentsForProducts(db: Queryable, contentType: ProductDocumentType, productSeqs: number[]): Promise<ContentCard[]> {
  return manyCards(
    db,
    sql`SELECT ${CARD_COLUMNS} FROM content_items ci JOIN companies c ON c.coid = ci.coid
        WHERE ci.content_type = ${contentType} AND ci.online AND ci.product_seq = ANY(${productSeqs}::int[])
        ORDER BY array_position(${productSeqs}::int[], ci.product_seq), ci.title, ci.id`,
  );
}

/** Online items of a type by id, in the order asked; other ids (unknown, offline, another type) are left out. */
export async function documentsByIds(db: Queryable, contentType: ProductDocumentType, ids: number[]): Promise<ContentCard[]> {
  return manyCards(
    db,
    sql`SELECT ${CARD_COLUMNS} FROM content_items ci JOIN companies c ON c.coid = ci.coid
        WHERE ci.content_type = ${contentType} AND ci.online AND ci.id = ANY(${ids}::int[])
        ORDER BY array_position(${ids}::int[], ci.id)`,
  );
}
