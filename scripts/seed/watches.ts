import { sql } from '../../src/db/sql';
import type { Queryable } from '../../src/db/types';
import { daysBefore, iso } from './dates';
import { insertRows } from './insert';

/** What the demo account watches, from a month before the catalog's base date. */
const WATCHED_SINCE_DAYS = 30;

/**
 * The demo account watches a client manufacturer and two products of others (README's step 5), and the catalog
 * then changes the way a manufacturer updates it: a revised document of each watched product and a revised
 * product of the watched manufacturer. The catalog's own triggers (migration 021) record each change, so the
 * account's "what changed" lists real changes, dated when the seed made them.
 */
export async function seedDemoWatches(db: Queryable, demoSeq: number): Promise<void> {
  const company = await db.maybeOne<{ coid: number; productSeq: number }>(sql`
    SELECT c.coid, min(p.seq)::int AS "productSeq" FROM companies c JOIN products p ON p.coid = c.coid AND p.online AND NOT p.heading
    WHERE c.is_client GROUP BY c.coid ORDER BY c.coid LIMIT 1`);
  if (!company) return;
  const documents = await db.many<{ productSeq: number; contentId: number }>(sql`
    SELECT DISTINCT ON (p.seq) p.seq AS "productSeq", ci.id AS "contentId"
    FROM products p JOIN content_items ci ON ci.product_seq = p.seq AND ci.online AND ci.content_type <> 'product'
    WHERE p.online AND NOT p.heading AND p.coid <> ${company.coid}
    ORDER BY p.seq, ci.id LIMIT 2`);
  const since = iso(daysBefore(WATCHED_SINCE_DAYS));
  await insertRows(db, 'watches', ['user_seq int', 'kind text', 'target int', 'created_at timestamptz'], [
    [demoSeq, 'company', company.coid, since],
    ...documents.map((d) => [demoSeq, 'product', d.productSeq, since]),
  ]);
  for (const { contentId } of documents) {
    await db.query(sql`UPDATE content_items SET description = description || ' Revised: installation notes and details updated.' WHERE id = ${contentId}`);
  }
  await db.query(sql`UPDATE products SET description = description || ' Now also in a low-VOC finish.' WHERE seq = ${company.productSeq}`);
  // The product's search document carries its description.
  await db.query(sql`UPDATE content_items ci SET description = p.description FROM products p
    WHERE p.seq = ${company.productSeq} AND ci.product_seq = p.seq AND ci.content_type = 'product'`);
}
