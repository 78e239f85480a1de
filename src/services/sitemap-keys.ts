import { sql } from '../db/sql';
import type { SqlQuery } from '../db/sql';
import type { Queryable } from '../db/types';

// What the sitemap lists of parameterised pages: the keys of the rows each page exists for, in a
// stable order. The route rows in src/web turn them into paths.

async function seqs(db: Queryable, query: SqlQuery): Promise<number[]> {
  return (await db.many<{ seq: number }>(query)).map((r) => r.seq);
}

async function divisions(db: Queryable, query: SqlQuery): Promise<string[]> {
  return (await db.many<{ division: string }>(query)).map((r) => r.division);
}

/** Online products that are not headings: /product/{seq}. */
export function onlineProductSeqs(db: Queryable): Promise<number[]> {
  return seqs(db, sql`SELECT seq FROM products WHERE online AND NOT heading ORDER BY seq`);
}

/** Featured online products: /featured/{seq}. */
export function featuredProductSeqs(db: Queryable): Promise<number[]> {
  return seqs(db, sql`SELECT seq FROM products WHERE is_featured AND online AND NOT heading ORDER BY seq`);
}

/**
 * The MasterFormat sections products are classified under ("08 11 13"), in order: each the least section above the
 * one before, one probe of products_section each (a loose index scan: some 100 sections among 100,000 products).
 */
export async function productSections(db: Queryable): Promise<string[]> {
  const rows = await db.many<{ section: string }>(sql`
    WITH RECURSIVE s(section) AS (
      SELECT min(section) FROM products
      UNION ALL
      SELECT (SELECT min(p.section) FROM products p WHERE p.section > s.section) FROM s WHERE s.section IS NOT NULL
    ) SELECT section FROM s WHERE section IS NOT NULL ORDER BY section`);
  return rows.map((s) => s.section);
}

/** Divisions with featured products. */
export function featuredProductDivisions(db: Queryable): Promise<string[]> {
  return divisions(db, sql`SELECT DISTINCT division FROM products WHERE is_featured AND division IS NOT NULL ORDER BY 1`);
}

/** Divisions of the clients' projects. */
export function clientProjectDivisions(db: Queryable): Promise<string[]> {
  return divisions(
    db,
    sql`SELECT DISTINCT cp.division FROM client_projects cp JOIN companies c ON c.coid = cp.coid
      WHERE c.is_client AND cp.division IS NOT NULL ORDER BY 1`,
  );
}

/** Divisions with press releases. */
export function pressReleaseDivisions(db: Queryable): Promise<string[]> {
  return divisions(db, sql`SELECT DISTINCT division FROM press_releases WHERE division IS NOT NULL ORDER BY 1`);
}

/** The MasterFormat 2004 divisions, the manufacturer directory's categories. */
export function masterFormatDivisions(db: Queryable): Promise<{ division: string; title: string }[]> {
  return db.many<{ division: string; title: string }>(sql`SELECT division, title FROM csi_divisions WHERE mf = '04'`);
}

const COMPANY_KINDS = {
  all: sql`true`,
  'with-online-products': sql`EXISTS (SELECT 1 FROM products p WHERE p.coid = c.coid AND p.online)`,
  'with-projects': sql`EXISTS (SELECT 1 FROM client_projects cp WHERE cp.coid = c.coid)`,
  'non-client': sql`NOT c.is_client`,
} as const;

/** Companies of one kind, by coid: the company pages and their sub-pages. */
export function sitemapCompanies(db: Queryable, kind: keyof typeof COMPANY_KINDS): Promise<{ name: string; coid: number }[]> {
  return db.many<{ name: string; coid: number }>(sql`SELECT c.name, c.coid FROM companies c WHERE ${COMPANY_KINDS[kind]} ORDER BY c.coid`);
}

/** Every client project with its company: /company/{slug}/projects/{seq}. */
export function sitemapClientProjects(db: Queryable): Promise<{ name: string; coid: number; seq: number }[]> {
  return db.many<{ name: string; coid: number; seq: number }>(sql`
    SELECT c.name, c.coid, cp.seq FROM client_projects cp JOIN companies c ON c.coid = cp.coid ORDER BY cp.seq`);
}

export function podcastSeqs(db: Queryable): Promise<number[]> {
  return seqs(db, sql`SELECT seq FROM podcasts ORDER BY seq`);
}

export function blogPostSeqs(db: Queryable): Promise<number[]> {
  return seqs(db, sql`SELECT seq FROM blog_posts ORDER BY seq`);
}

export function courseSeqs(db: Queryable): Promise<number[]> {
  return seqs(db, sql`SELECT seq FROM ceus ORDER BY seq`);
}

/** Active spec wizards whose content item is online: /sw/template/{id}. */
export function activeWizardIds(db: Queryable): Promise<number[]> {
  return seqs(
    db,
    sql`SELECT w.content_id AS seq FROM spec_wizards w JOIN content_items ci ON ci.id = w.content_id
      WHERE w.active AND ci.online ORDER BY 1`,
  );
}
