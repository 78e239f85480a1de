import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';

/**
 * Puts a product's draft documents that serve a version on the site with it, when a change of the product is
 * published (its first publish, or any later one: a document added to a product already on the site waits for the
 * product's next published change). A document follows its product: it goes online only while the product is.
 */
export async function publishDraftDocuments(tx: Queryable, productSeq: number): Promise<void> {
  await tx.query(sql`
    UPDATE content_items ci SET publication = 'published', online = p.online, published_at = coalesce(ci.published_at, now())
    FROM products p
    WHERE ci.product_seq = ${productSeq} AND p.seq = ci.product_seq AND ci.content_type <> 'product' AND ci.publication = 'draft'
      AND ci.filename IS NOT NULL AND p.online`);
}
