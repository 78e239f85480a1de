import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { companyPath } from '../domain/company-id';
import type { DataLink, LinkConfig } from './link-policy';
import { contentLink } from './link-policy';
import type { Page } from './pagination';
import { offsetOf, pageOf } from './pagination';

export type AlertKind = 'alert' | 'news';

/** An alert (product alert, recall, code change) or a news item from a manufacturer, as pages and the API show it. */
export interface AlertItem {
  seq: number;
  kind: AlertKind;
  title: string;
  body: string;
  publishedAt: string;
  company: { coid: number; name: string; path: string } | null;
  /** The item's link when the navigation rule allows it (this site, LINK_HOSTS, the manufacturer's own site); otherwise null. */
  link: DataLink | null;
}

interface AlertRow {
  seq: number;
  kind: AlertKind;
  title: string;
  body: string;
  linkUrl: string | null;
  publishedAt: Date;
  coid: number | null;
  companyName: string | null;
  website: string | null;
}

/** One page of alerts or news, newest first (ties by number, newest first). */
export async function listAlerts(
  db: Queryable,
  config: LinkConfig,
  options: { kind: AlertKind; page: number; pageSize: number },
): Promise<Page<AlertItem>> {
  const { kind, page, pageSize } = options;
  const [rows, total] = await Promise.all([
    db.many<AlertRow>(sql`
      SELECT a.seq, a.kind, a.title, a.body, a.link_url AS "linkUrl", a.published_at AS "publishedAt",
             c.coid, c.name AS "companyName", c.website
      FROM alerts a LEFT JOIN companies c ON c.coid = a.coid
      WHERE a.kind = ${kind}
      ORDER BY a.published_at DESC, a.seq DESC
      LIMIT ${pageSize} OFFSET ${offsetOf(page, pageSize)}`),
    db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM alerts WHERE kind = ${kind}`),
  ]);
  const items = rows.map((row) => ({
    seq: row.seq,
    kind: row.kind,
    title: row.title,
    body: row.body,
    publishedAt: row.publishedAt.toISOString(),
    company: row.coid !== null && row.companyName !== null ? { coid: row.coid, name: row.companyName, path: companyPath(row.companyName, row.coid) } : null,
    link: contentLink(row.linkUrl, config, row.website),
  }));
  return pageOf(items, total.n, page, pageSize);
}
