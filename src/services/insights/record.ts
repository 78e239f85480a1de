import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';

export type InsightEventKind = 'view' | 'compare';

/** One product page view, or one comparison of products, recorded for their manufacturers (online products only). */
export async function recordInsightEvent(db: Queryable, kind: InsightEventKind, productIds: readonly number[], userSeq: number | null): Promise<void> {
  await db.query(sql`
    INSERT INTO insight_events (kind, coid, product_seq, user_seq)
    SELECT ${kind}, coid, seq, ${userSeq} FROM products
    WHERE seq IN (SELECT jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb)::int) AND online AND NOT heading`);
}
