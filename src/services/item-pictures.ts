import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { itemPicture, type ItemPicture } from '../domain/preview-paths';

interface PictureRow {
  productSeq: number;
  id: number;
  contentType: string;
  title: string;
  filename: string;
  publishedAt: string;
}

/**
 * The picture of each product: its drawing (an elevation first), else its BIM model, else the cover
 * of its catalog or data sheet. One query
 * for the whole list, on the content_items_product index.
 */
export async function productPictures(db: Queryable, products: ReadonlyArray<{ seq: number; name: string }>): Promise<Map<number, ItemPicture>> {
  const out = new Map<number, ItemPicture>();
  if (products.length === 0) return out;
  const rows = await db.many<PictureRow>(sql`
    SELECT DISTINCT ON (product_seq) product_seq AS "productSeq", id, content_type AS "contentType", title, filename,
      to_char(published_at, 'YYYY-MM-DD') AS "publishedAt"
    FROM content_items
    WHERE product_seq = ANY(${products.map((p) => p.seq)}::int[]) AND online AND filename IS NOT NULL
      AND content_type IN ('cad', 'bim', 'catalog', 'datasheet')
    ORDER BY product_seq, array_position(ARRAY['cad', 'bim', 'catalog', 'datasheet'], content_type), title ILIKE '%elevation%' DESC, id`);
  const names = new Map(products.map((p) => [p.seq, p.name]));
  for (const row of rows) {
    const picture = itemPicture(row, names.get(row.productSeq));
    if (picture) out.set(row.productSeq, picture);
  }
  return out;
}

/** Product cards get their product's picture (CAD and BIM cards carry their own already). */
export async function attachPictures<T extends { contentType: string; productSeq: number | null; title: string; picture?: ItemPicture | null }>(db: Queryable, cards: T[]): Promise<T[]> {
  const products = cards.filter((c) => c.contentType === 'product' && c.productSeq !== null).map((c) => ({ seq: c.productSeq!, name: c.title }));
  if (products.length === 0) return cards;
  const pictures = await productPictures(db, products);
  return cards.map((c) => (c.contentType === 'product' && c.productSeq !== null && pictures.has(c.productSeq) ? { ...c, picture: pictures.get(c.productSeq) } : c));
}
