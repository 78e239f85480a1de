import { sql } from '../db/sql';
import type { Queryable } from '../db/types';

interface ActivityFilter {
  eventCategory?: string;
  eventAction?: string;
  eventLabel?: string;
  /** Inclusive dates, 'YYYY-MM-DD'. */
  from?: string;
  to?: string;
  size: number;
}

interface Activity {
  seq: number;
  userSeq: number | null;
  eventCategory: string;
  eventAction: string;
  eventLabel: string;
  eventValue: number;
  path: string | null;
  createdAt: string;
}

/** POST /api/activities/search: matching events, newest first, with their count and value sum per label. */
export async function searchActivities(db: Queryable, filter: ActivityFilter) {
  const conditions = [
    sql`true`,
    filter.eventCategory ? sql`event_category = ${filter.eventCategory}` : null,
    filter.eventAction ? sql`event_action = ${filter.eventAction}` : null,
    filter.eventLabel ? sql`event_label = ${filter.eventLabel}` : null,
    filter.from ? sql`created_at >= ${filter.from}::date` : null,
    filter.to ? sql`created_at < ${filter.to}::date + 1` : null,
  ].filter((c) => c !== null);
  const where = sql.join(conditions, ' AND ');
  const [events, labels, total] = await Promise.all([
    db.many<Activity>(sql`
      SELECT seq::int, user_seq AS "userSeq", event_category AS "eventCategory", event_action AS "eventAction",
        event_label AS "eventLabel", event_value AS "eventValue", path, created_at AS "createdAt"
      FROM activities WHERE ${where} ORDER BY created_at DESC, seq DESC LIMIT ${filter.size}`),
    db.many<{ eventLabel: string; count: number; value: number }>(sql`
      SELECT event_label AS "eventLabel", count(*)::int AS count, sum(event_value)::int AS value
      FROM activities WHERE ${where} GROUP BY event_label ORDER BY count(*) DESC, event_label LIMIT 100`),
    db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM activities WHERE ${where}`),
  ]);
  return { total: total.n, events: events.map((e) => ({ ...e, createdAt: new Date(e.createdAt).toISOString() })), labels };
}
