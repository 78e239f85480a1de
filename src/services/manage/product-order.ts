import { catalogTransaction } from '../../db/data-version';
import { sql } from '../../db/sql';
import type { Db } from '../../db/types';
import { AppError, notFound } from '../../errors';
import { recordAudit, type ManageActor } from './audit';

/** Siblings renumbered at most at once: a manufacturer's top level of the tree is far smaller. */
const MAX_SIBLINGS = 5000;

/**
 * Moves a product one place up or down among its siblings in the manufacturer's product tree. The siblings are
 * renumbered 1…n in their current order with the two swapped, so equal tree_order values (the seed's) still move.
 */
export async function moveProduct(db: Db, actor: ManageActor, coid: number, id: number, direction: 'up' | 'down'): Promise<{ position: number }> {
  return catalogTransaction(db, async (tx) => {
    await tx.query(sql`SELECT coid FROM companies WHERE coid = ${coid} FOR NO KEY UPDATE`);
    const product = await tx.maybeOne<{ parent_id: number | null }>(sql`SELECT parent_id FROM products WHERE seq = ${id} AND coid = ${coid}`);
    if (!product) throw notFound('No such product of this manufacturer');
    const siblings = await tx.many<{ seq: number }>(sql`
      SELECT seq FROM products WHERE coid = ${coid} AND parent_id IS NOT DISTINCT FROM ${product.parent_id}
      ORDER BY tree_order, seq LIMIT ${MAX_SIBLINGS}`);
    const order = siblings.map((s) => s.seq);
    const from = order.indexOf(id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= order.length) throw new AppError(409, `This product is already the ${direction === 'up' ? 'first' : 'last'} of its level`);
    [order[from], order[to]] = [order[to], order[from]];
    await tx.query(sql`
      UPDATE products p SET tree_order = o.position
      FROM unnest(${order}::int[]) WITH ORDINALITY AS o (seq, position)
      WHERE p.seq = o.seq AND p.tree_order IS DISTINCT FROM o.position::int`);
    await recordAudit(tx, actor, { coid, action: 'product.move', targetKind: 'product', targetId: id, before: { position: from + 1 }, after: { position: to + 1 } });
    return { position: to + 1 };
  });
}
