import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { productTitle } from '../../domain/product-title';

/**
 * Every product that is not a heading has one content_items row of type 'product' (the
 * one search index covers everything). Writes through the generic API keep it in step.
 */
export async function syncProductContent(tx: Queryable, key: readonly unknown[]): Promise<void> {
  const [seq] = key;
  const product = await tx.maybeOne<{ name: string; tradename: string | null }>(sql`SELECT name, tradename FROM products WHERE seq = ${seq}`);
  const title = product ? productTitle(product) : '';
  await tx.query(sql`
    UPDATE content_items ci SET coid = p.coid, title = ${title}, description = p.description,
      division = p.division, section = p.section, online = p.online
    FROM products p WHERE p.seq = ${seq} AND ci.product_seq = p.seq AND ci.content_type = 'product'`);
  await tx.query(sql`
    INSERT INTO content_items (coid, product_seq, content_type, title, description, division, section, online, published_at)
    SELECT p.coid, p.seq, 'product', ${title}, p.description, p.division, p.section, p.online, p.created_at
    FROM products p
    WHERE p.seq = ${seq} AND NOT p.heading
      AND NOT EXISTS (SELECT 1 FROM content_items ci WHERE ci.product_seq = p.seq AND ci.content_type = 'product')`);
  await tx.query(sql`DELETE FROM content_items ci USING products p
    WHERE p.seq = ${seq} AND p.heading AND ci.product_seq = p.seq AND ci.content_type = 'product'`);
}

/** Before a product (and, by cascade, its subtree) is deleted: their 'product' rows go too. */
export async function removeProductContent(tx: Queryable, key: readonly unknown[]): Promise<void> {
  const [seq] = key;
  await tx.query(sql`
    WITH RECURSIVE subtree AS (
      SELECT seq FROM products WHERE seq = ${seq}
      UNION SELECT p.seq FROM products p JOIN subtree s ON p.parent_id = s.seq
    )
    DELETE FROM content_items WHERE content_type = 'product' AND product_seq IN (SELECT seq FROM subtree)`);
}
