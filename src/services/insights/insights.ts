import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { FIRM_TYPE_NOT_STATED, FIRM_TYPES, regionOf, SMALLEST_GROUP } from '../../domain/insights/regions';

const METRICS = ['views', 'downloads', 'saves', 'watches', 'comparisons', 'projects', 'specWizardSaves', 'specWizardDownloads'] as const;
type Metric = (typeof METRICS)[number];

/** One product or document in one ISO week: what architects did with it. */
interface InsightRow extends Record<Metric, number> {
  week: string;
  kind: 'product' | 'document';
  id: number;
  title: string;
  /** Downloads by file format (the document's format, e.g. dwg, rvt, pdf). */
  downloadsByFormat: Record<string, number>;
}

/** Distinct architects in one group; null when fewer than SMALLEST_GROUP (never counted out loud). */
interface AudienceGroup {
  group: string;
  architects: number | null;
}

export interface Insights {
  coid: number;
  /** ISO weeks of the period, oldest first ("2026-W36"). */
  weeks: string[];
  rows: InsightRow[];
  audience: { firmTypes: AudienceGroup[]; regions: AudienceGroup[] };
  /** Architects who sent this manufacturer a request for information in the period: the only ones named. */
  requesters: Array<{ name: string; organization: string; sentAt: string }>;
}

interface EventRow {
  week: string;
  product_seq: number | null;
  content_id: number | null;
  metric: Metric;
  format: string | null;
  n: number;
}

/**
 * Everything an insight counts, one row per event: who (for the audience, never shown), when, which product or
 * document, and for downloads the file's format. Events of the manufacturer's own staff are left out.
 */
function eventsOf(coid: number, since: string) {
  return sql`
    SELECT 'views' AS metric, e.product_seq, NULL::int AS content_id, NULL::text AS format, e.user_seq, e.at FROM insight_events e
      WHERE e.coid = ${coid} AND e.kind = 'view' AND e.at >= ${since}::timestamptz
    UNION ALL
    SELECT 'comparisons', e.product_seq, NULL, NULL, e.user_seq, e.at FROM insight_events e
      WHERE e.coid = ${coid} AND e.kind = 'compare' AND e.at >= ${since}::timestamptz
    UNION ALL
    SELECT 'downloads', ci.product_seq, ci.id, coalesce(nullif(lower(ci.file_format), ''), ci.content_type), d.user_seq, d.created_at
      FROM downloads d JOIN content_items ci ON ci.id = d.content_id
      WHERE d.coid = ${coid} AND d.created_at >= ${since}::timestamptz
    UNION ALL
    SELECT 'saves', ci.product_seq, CASE WHEN ci.content_type = 'product' THEN NULL ELSE ci.id END, NULL, f.user_seq, f.created_at
      FROM user_favorites f JOIN content_items ci ON ci.id = f.content_id AND ci.content_type = f.content_type
      WHERE ci.coid = ${coid} AND f.created_at >= ${since}::timestamptz
    UNION ALL
    SELECT 'watches', p.seq, NULL, NULL, w.user_seq, w.created_at
      FROM watches w JOIN products p ON w.kind = 'product' AND p.seq = w.target
      WHERE p.coid = ${coid} AND w.created_at >= ${since}::timestamptz
    UNION ALL
    SELECT 'projects', p.seq, NULL, NULL, pp.added_by, pp.specified_at
      FROM project_products pp JOIN products p ON p.seq = pp.product_seq
      WHERE p.coid = ${coid} AND pp.specified_at >= ${since}::timestamptz
    UNION ALL
    SELECT 'specWizardSaves', ci.product_seq, sp.content_id, NULL, sp.user_seq, sp.updated_at
      FROM specwizard_projects sp LEFT JOIN content_items ci ON ci.id = sp.content_id
      WHERE sp.coid = ${coid} AND sp.updated_at >= ${since}::timestamptz
    UNION ALL
    SELECT 'specWizardDownloads', NULL, e.content_id, NULL, e.user_seq, e.at FROM insight_events e
      WHERE e.coid = ${coid} AND e.kind = 'spec-download' AND e.at >= ${since}::timestamptz`;
}

/** The ISO weeks from the one `weeks - 1` weeks before this one to this one. */
function periodWeeks(weeks: number, now: Date): { since: string; labels: string[] } {
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)));
  const start = new Date(monday.getTime() - (weeks - 1) * 7 * 86_400_000);
  const labels = Array.from({ length: weeks }, (_, i) => isoWeek(new Date(start.getTime() + i * 7 * 86_400_000)));
  return { since: start.toISOString(), labels };
}

/** "2026-W47": the ISO 8601 week of a date (weeks start on Monday; week 1 holds the year's first Thursday). */
function isoWeek(date: Date): string {
  const thursday = new Date(date.getTime());
  thursday.setUTCDate(thursday.getUTCDate() - ((date.getUTCDay() + 6) % 7) + 3);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / (7 * 86_400_000)) + 1;
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

function audienceGroups(rows: Array<{ group: string; n: number }>): AudienceGroup[] {
  return rows.map((r) => ({ group: r.group, architects: r.n >= SMALLEST_GROUP ? r.n : null })).sort((a, b) => (b.architects ?? 0) - (a.architects ?? 0) || a.group.localeCompare(b.group));
}

/**
 * A manufacturer's insights over the last `weeks` ISO weeks: per product and document and week, views,
 * downloads by format, saves, watches, comparisons, project appearances, spec-wizard saves and spec-wizard
 * downloads (per spec section); the architects
 * behind them only in aggregate, by firm type and region, with small groups not counted; names only of those
 * who sent a request for information.
 */
export async function manufacturerInsights(db: Queryable, coid: number, weeks: number, now = new Date()): Promise<Insights> {
  const { since, labels } = periodWeeks(weeks, now);
  const events = eventsOf(coid, since);
  const staff = sql`(SELECT seq FROM users WHERE coid = ${coid})`;
  const [counted, users, requesters] = await Promise.all([
    db.many<EventRow>(sql`
      SELECT to_char(e.at AT TIME ZONE 'UTC', 'IYYY-"W"IW') AS week, e.product_seq, e.content_id, e.metric, e.format, count(*)::int AS n
      FROM (${events}) e
      WHERE e.user_seq IS NULL OR e.user_seq NOT IN ${staff}
      GROUP BY 1, 2, 3, 4, 5`),
    db.many<{ firm_type: string | null; state: string }>(sql`
      SELECT u.firm_type, u.state FROM users u
      WHERE u.seq IN (SELECT e.user_seq FROM (${events}) e WHERE e.user_seq IS NOT NULL) AND u.seq NOT IN ${staff} AND NOT u.is_admin`),
    db.many<{ name: string; organization: string; sentAt: string }>(sql`
      SELECT full_name AS name, organization, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "sentAt"
      FROM content_requests WHERE coid = ${coid} AND kind = 'rfi' AND created_at >= ${since}::timestamptz
      ORDER BY created_at DESC LIMIT 200`),
  ]);
  const titles = await itemTitles(db, counted);
  const rows = new Map<string, InsightRow>();
  for (const e of counted) {
    const kind = e.content_id === null ? 'product' : 'document';
    const id = e.content_id ?? e.product_seq;
    if (id === null) continue;
    const key = `${e.week}:${kind}:${id}`;
    let row = rows.get(key);
    if (!row) {
      row = { week: e.week, kind, id, title: titles.get(`${kind}:${id}`) ?? `#${id}`, downloadsByFormat: {}, ...Object.fromEntries(METRICS.map((m) => [m, 0])) } as InsightRow;
      rows.set(key, row);
    }
    row[e.metric] += e.n;
    if (e.metric === 'downloads' && e.format) row.downloadsByFormat[e.format] = (row.downloadsByFormat[e.format] ?? 0) + e.n;
  }
  const tally = (group: (u: { firm_type: string | null; state: string }) => string) => {
    const counts = new Map<string, number>();
    for (const u of users) counts.set(group(u), (counts.get(group(u)) ?? 0) + 1);
    return audienceGroups([...counts].map(([g, n]) => ({ group: g, n })));
  };
  return {
    coid,
    weeks: labels,
    rows: [...rows.values()].sort((a, b) => a.week.localeCompare(b.week) || a.kind.localeCompare(b.kind) || a.title.localeCompare(b.title) || a.id - b.id),
    audience: { firmTypes: tally((u) => (u.firm_type ? FIRM_TYPES[u.firm_type] : FIRM_TYPE_NOT_STATED)), regions: tally((u) => regionOf(u.state)) },
    requesters,
  };
}

async function itemTitles(db: Queryable, rows: EventRow[]): Promise<Map<string, string>> {
  const products = [...new Set(rows.filter((r) => r.content_id === null && r.product_seq !== null).map((r) => r.product_seq!))];
  const documents = [...new Set(rows.filter((r) => r.content_id !== null).map((r) => r.content_id!))];
  const [p, d] = await Promise.all([
    db.many<{ id: number; title: string }>(sql`SELECT seq AS id, name AS title FROM products WHERE seq IN (SELECT jsonb_array_elements_text(${JSON.stringify(products)}::jsonb)::int)`),
    db.many<{ id: number; title: string }>(sql`SELECT id, title FROM content_items WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(documents)}::jsonb)::int)`),
  ]);
  return new Map([...p.map((r) => [`product:${r.id}`, r.title] as const), ...d.map((r) => [`document:${r.id}`, r.title] as const)]);
}
