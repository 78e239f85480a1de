import { companyPath } from '../domain/company-id';
import { sanitizeHtml } from '../domain/html-sanitizer';
import { websiteHref } from '../domain/reports/website-link';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { Company } from './companies';

/** Small per-company lookups of the API: links, news, client status, custom HTML, division associations. */

interface CompanyLinks {
  coid: number;
  /** The company's page on this site. */
  path: string;
  website: string | null;
  /** Outside links by kind (website, catalog, linkedin, ...): plain http(s) URLs only. */
  urls: Record<string, string>;
}

export function companyLinks(company: Company): CompanyLinks {
  const urls: Record<string, string> = {};
  for (const [kind, value] of Object.entries({ website: company.website, ...company.urls })) {
    const href = websiteHref(typeof value === 'string' ? value : null);
    if (href) urls[kind] = href;
  }
  return { coid: company.coid, path: companyPath(company.name, company.coid), website: urls.website ?? null, urls };
}

interface CompanyNews {
  coid: number;
  hasNews: boolean;
  pressReleases: number;
  newsItems: number;
}

/** Whether a company has news: its has_news flag, or press releases or news items (alerts of kind news) naming it. */
export async function companyNews(db: Queryable, company: Company): Promise<CompanyNews> {
  const row = await db.one<{ pressReleases: number; newsItems: number }>(sql`
    SELECT (SELECT count(*) FROM press_releases WHERE coid = ${company.coid})::int AS "pressReleases",
           (SELECT count(*) FROM alerts WHERE coid = ${company.coid} AND kind = 'news')::int AS "newsItems"`);
  return { coid: company.coid, hasNews: company.hasNews || row.pressReleases > 0 || row.newsItems > 0, ...row };
}

export interface ClientStatus {
  coid: number;
  companyName: string;
  isClient: boolean;
  /** A client whose contract period includes today. */
  active: boolean;
  hasProjects: boolean;
}

/** The public side of a client record: contract plan and dates stay with administrators (/api/clients). */
export async function clientStatus(db: Queryable, company: Company): Promise<ClientStatus> {
  const row = await db.maybeOne<{ active: boolean }>(sql`
    SELECT (starts_at <= current_date AND (ends_at IS NULL OR ends_at >= current_date)) AS active
    FROM clients WHERE coid = ${company.coid}`);
  return {
    coid: company.coid,
    companyName: company.name,
    isClient: company.isClient,
    active: company.isClient && (row?.active ?? false),
    hasProjects: company.hasProjects,
  };
}

interface CustomHtmlBlock {
  seq: number;
  slot: string;
  html: string;
}

/** A company's custom HTML blocks, sanitised (whitelisted tags and attributes only). */
export async function customHtmlBlocks(db: Queryable, coid: number): Promise<CustomHtmlBlock[]> {
  const rows = await db.many<CustomHtmlBlock>(sql`SELECT seq, slot, html FROM custom_html WHERE coid = ${coid} ORDER BY slot, seq`);
  return rows.map((row) => ({ ...row, html: sanitizeHtml(row.html) }));
}

interface DivisionAssociation {
  coid: number;
  name: string;
  path: string;
  isClient: boolean;
  itemCount: number;
  /** Online items in the division per content type. */
  counts: Record<string, number>;
}

/** Manufacturers with online content in a division, with counts per content type; clients first, then by name. */
export async function divisionAssociations(db: Queryable, division: string): Promise<DivisionAssociation[]> {
  const rows = await db.many<{ coid: number; name: string; isClient: boolean; contentType: string; n: number }>(sql`
    SELECT c.coid, c.name, c.is_client AS "isClient", ci.content_type AS "contentType", count(*)::int AS n
    FROM content_items ci JOIN companies c ON c.coid = ci.coid
    WHERE ci.online AND ci.division = ${division}
    GROUP BY c.coid, ci.content_type ORDER BY c.is_client DESC, c.name, c.coid`);
  const byCoid = new Map<number, DivisionAssociation>();
  for (const row of rows) {
    let entry = byCoid.get(row.coid);
    if (!entry) {
      entry = { coid: row.coid, name: row.name, path: companyPath(row.name, row.coid), isClient: row.isClient, itemCount: 0, counts: {} };
      byCoid.set(row.coid, entry);
    }
    entry.counts[row.contentType] = row.n;
    entry.itemCount += row.n;
  }
  return [...byCoid.values()];
}
