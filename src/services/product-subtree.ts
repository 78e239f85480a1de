import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { ProductNode, ProductTreeNode } from '../domain/product-tree';
import { buildProductTree } from '../domain/product-tree';
import { notFound } from '../errors';
import type { ContentCard } from './content-items';
import type { Product } from './products';
import { getProduct, productContent } from './products';

const NODE_COLUMNS = sql.raw(`p.seq, p.parent_id, p.heading, p.name, p.tradename, p.tree_order, p.online, p.is_featured AS "isFeatured"`);

/**
 * The online nodes below a product (the product included), reached through online parents
 * only. UNION (not UNION ALL) drops rows already found, so a parent cycle in the data ends
 * the recursion instead of looping.
 */
async function subtreeNodes(db: Queryable, seq: number): Promise<ProductNode[]> {
  return db.many<ProductNode>(sql`
    WITH RECURSIVE sub AS (
      SELECT ${NODE_COLUMNS} FROM products p WHERE p.seq = ${seq} AND p.online
      UNION
      SELECT ${NODE_COLUMNS} FROM products p JOIN sub ON p.parent_id = sub.seq WHERE p.online
    )
    SELECT * FROM sub ORDER BY tree_order, seq`);
}

/** A product's own node with everything below it nested (a heading without children gets its placeholder). */
async function productSubtree(db: Queryable, seq: number): Promise<ProductTreeNode | null> {
  const roots = buildProductTree(await subtreeNodes(db, seq));
  // On a parent cycle every member becomes a root; the product's is the one asked for.
  return roots.find((node) => node.seq === seq) ?? null;
}

type ProductSearchAnswer =
  | { product: Product; tree: ProductTreeNode }
  | { product: Product; documents: ContentCard[] };

/**
 * GET /api/search/product/{productId}?tree=: with the tree, the product (or heading) and its
 * whole online subtree; without, the product alone with its online documents. An unknown or
 * offline product is a 404.
 */
export async function productSearch(db: Queryable, seq: number, withTree: boolean): Promise<ProductSearchAnswer> {
  const product = await getProduct(db, seq);
  if (!product) throw notFound(`No product ${seq}`);
  if (!withTree) return { product, documents: await productContent(db, seq) };
  const tree = await productSubtree(db, seq);
  if (!tree) throw notFound(`No product ${seq}`);
  return { product, tree };
}
