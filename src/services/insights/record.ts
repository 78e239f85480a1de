import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';

export type InsightEventKind = 'view' | 'compare';

/** One product page view, or one comparison of products, as it happened. */
export interface InsightEvent {
  kind: InsightEventKind;
  productIds: readonly number[];
  userSeq: number | null;
  at: Date;
}

/** Records events for the products' manufacturers (online products only), all of them in one statement. */
export async function writeInsightEvents(db: Queryable, events: readonly InsightEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.flatMap((e) => e.productIds.map((id) => ({ kind: e.kind, product: id, user_seq: e.userSeq, at: e.at.toISOString() })));
  await db.query(sql`
    INSERT INTO insight_events (kind, coid, product_seq, user_seq, at)
    SELECT e.kind, p.coid, p.seq, e.user_seq, e.at
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS e (kind text, product int, user_seq int, at timestamptz)
    JOIN products p ON p.seq = e.product AND p.online AND NOT p.heading`);
}
