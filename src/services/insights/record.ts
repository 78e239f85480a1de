import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';

export type InsightEventKind = 'view' | 'compare' | 'spec-download';

/**
 * One product page view or comparison of products (`productIds`), or one spec section downloaded through the spec
 * wizard (`contentId`: the spec's content item), as it happened.
 */
export type InsightEvent = { userSeq: number | null; at: Date } & (
  | { kind: 'view' | 'compare'; productIds: readonly number[] }
  | { kind: 'spec-download'; contentId: number }
);

/** Records events for the manufacturers of the products or spec sections (online ones only), all of them in one statement. */
export async function writeInsightEvents(db: Queryable, events: readonly InsightEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.flatMap((e): Array<{ kind: InsightEventKind; product?: number; content?: number; user_seq: number | null; at: string }> => {
    const common = { kind: e.kind, user_seq: e.userSeq, at: e.at.toISOString() };
    return e.kind === 'spec-download' ? [{ ...common, content: e.contentId }] : e.productIds.map((id) => ({ ...common, product: id }));
  });
  await db.query(sql`
    WITH e AS (SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS e (kind text, product int, content int, user_seq int, at timestamptz))
    INSERT INTO insight_events (kind, coid, product_seq, content_id, user_seq, at)
    SELECT e.kind, p.coid, p.seq, NULL, e.user_seq, e.at
    FROM e JOIN products p ON p.seq = e.product AND p.online AND NOT p.heading
    UNION ALL
    SELECT e.kind, ci.coid, NULL, ci.id, e.user_seq, e.at
    FROM e JOIN content_items ci ON ci.id = e.content AND ci.online`);
}
