import { sql } from '../db/sql';
import type { ItemPicture } from '../domain/preview-paths';

/** What PRODUCT_PICTURE_COLUMN gives: the item whose preview is the product's picture. */
export interface PictureSourceRow {
  id: number;
  contentType: string;
  title: string;
  filename: string;
  publishedAt: string;
}

/** Which of a product's items is its picture, best first. */
export const PICTURE_SOURCE_ORDER = ['cad', 'bim', 'catalog', 'datasheet'] as const;
const PICTURE_ORDER: readonly string[] = PICTURE_SOURCE_ORDER;
const PICTURE_NOUN: Record<string, string> = { cad: 'Drawing', bim: 'BIM model', catalog: 'Cover', datasheet: 'Cover' };

/**
 * The picture source of the product whose seq is the SQL expression `productSeq` (fixed code, never input): its
 * drawing (an elevation first), else its BIM model, else its catalog or data sheet cover, as one JSON row or null.
 * A correlated subquery on the product index, so a list costs no extra statement.
 */
function pictureSourceOf(productSeq: string, when = 'true'): string {
  return `(SELECT row_to_json(pic) FROM (
    SELECT x.id, x.content_type AS "contentType", x.title, x.filename, to_char(x.published_at, 'YYYY-MM-DD') AS "publishedAt"
    FROM content_items x
    WHERE ${when} AND x.product_seq = ${productSeq} AND x.online AND x.filename IS NOT NULL
      AND x.content_type IN ('${PICTURE_ORDER.join("', '")}')
    ORDER BY array_position(ARRAY['${PICTURE_ORDER.join("', '")}'], x.content_type), x.title ILIKE '%elevation%' DESC, x.id LIMIT 1) pic)`;
}

/** The column a card query (`ci` is content_items) selects for a product card's picture. */
export const PRODUCT_PICTURE_COLUMN = sql.raw(`${pictureSourceOf('ci.product_seq', "ci.content_type = 'product'")} AS "productPicture"`);

/** The picture source of a product row `p` (products), for lists of products such as a project's. */
export const PRODUCT_ROW_PICTURE = sql.raw(pictureSourceOf('p.seq'));

/** The same choice among a product's own cards (already loaded by its page), named for the product. */
export function pictureAmong(cards: ReadonlyArray<{ contentType: string; title: string; picture?: ItemPicture | null }>, productName: string): ItemPicture | null {
  const rank = (c: { contentType: string; title: string }) => PICTURE_ORDER.indexOf(c.contentType) * 2 + (/elevation/i.test(c.title) ? 0 : 1);
  const best = cards.filter((c) => c.picture && PICTURE_ORDER.includes(c.contentType)).sort((a, b) => rank(a) - rank(b))[0];
  return best?.picture ? { ...best.picture, alt: `${PICTURE_NOUN[best.contentType]} of ${productName}` } : null;
}
