import { sql } from '../db/sql';
import type { CatalogMemo } from '../db/catalog-memo';
import type { Queryable } from '../db/types';
import type { ProductNode } from '../domain/product-tree';
import type { CompanyFamily, CompanyFamilyRow } from './company-families';
import { companyFamiliesColumn, toCompanyFamily } from './company-families';
import type { CardRow, ContentCard } from './content-items';
import { CARD_COLUMNS, toCard } from './content-items';
import { PRODUCT_NODE_COLUMNS } from './products';

export interface Company {
  coid: number;
  name: string;
  slug: string;
  webabrv: string | null;
  isClient: boolean;
  description: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
  website: string;
  urls: Record<string, string>;
  category: string;
  hasNews: boolean;
  hasProjects: boolean;
  founded: number | null;
}

const COMPANY_COLUMNS = sql.raw(`coid, name, slug, webabrv, is_client AS "isClient", description, address, city,
  state, zip, phone, email, website, urls, category, has_news AS "hasNews", has_projects AS "hasProjects", founded`);

export async function getCompany(db: Queryable, coid: number): Promise<Company | null> {
  return db.maybeOne<Company>(sql`SELECT ${COMPANY_COLUMNS} FROM companies WHERE coid = ${coid}`);
}

export async function getCompanyByWebabrv(db: Queryable, webabrv: string): Promise<Company | null> {
  return db.maybeOne<Company>(sql`SELECT ${COMPANY_COLUMNS} FROM companies WHERE lower(webabrv) = lower(${webabrv})`);
}

/** Number of online items per content type for one company. */
export async function companyContentCounts(db: Queryable, coid: number): Promise<Record<string, number>> {
  const rows = await db.many<{ contentType: string; n: number }>(sql`
    SELECT content_type AS "contentType", count(*)::int AS n FROM content_items
    WHERE coid = ${coid} AND online GROUP BY content_type`);
  return Object.fromEntries(rows.map((r) => [r.contentType, r.n]));
}

export interface CompanySection {
  section: string;
  title: string;
  division: string;
}

export async function companySections(db: Queryable, coid: number, mf = '04'): Promise<CompanySection[]> {
  return db.many<CompanySection>(sql`
    SELECT s.section, s.title, s.division FROM company_sections cs
    JOIN csi_sections s ON s.mf = cs.mf AND s.section = cs.section
    WHERE cs.coid = ${coid} AND cs.mf = ${mf} ORDER BY s.section`);
}

/** What a company's own page shows besides the company row, all of it of one company. */
interface CompanyPageFacts {
  counts: Record<string, number>;
  sections: CompanySection[];
  nodes: ProductNode[];
  families: CompanyFamily[];
  /** The newest documents (anything but product rows), newest first. */
  latest: ContentCard[];
}

/** How many of its newest documents a company page opens with. */
const COMPANY_LATEST_DOCUMENTS = 6;

/**
 * companyContentCounts, companySections, companyProductNodes, its families and its newest documents in one
 * statement: a crawler reads every company page once, so the page's cost is its round trips. The families (each
 * card's picture is a search among the family's files, the costliest part) are kept per data version in the memo
 * when one is given: a page read again leaves them out of its statement.
 */
export async function companyPageFacts(db: Queryable, coid: number, mf = '04', memo?: CatalogMemo): Promise<CompanyPageFacts> {
  type Row = Omit<CompanyPageFacts, 'families' | 'latest'> & { families: CompanyFamilyRow[] | null; latest: CardRow[] };
  const familiesKey = `company-families:${coid}`;
  const version = memo ? await memo.sync() : 0;
  const keptFamilies = memo ? await memo.kept<CompanyFamily[]>(familiesKey) : undefined;
  const row = await db.one<Row>(sql`
    SELECT
      (SELECT coalesce(json_object_agg(t.content_type, t.n), '{}') FROM (
        SELECT content_type, count(*)::int AS n FROM content_items WHERE coid = ${coid} AND online GROUP BY content_type) t) AS counts,
      (SELECT coalesce(json_agg(s ORDER BY s.section), '[]') FROM (
        SELECT s.section, s.title, s.division FROM company_sections cs
        JOIN csi_sections s ON s.mf = cs.mf AND s.section = cs.section WHERE cs.coid = ${coid} AND cs.mf = ${mf}) s) AS sections,
      (SELECT coalesce(json_agg(n ORDER BY n.tree_order, n.seq), '[]') FROM (
        SELECT ${PRODUCT_NODE_COLUMNS} FROM products WHERE coid = ${coid} AND online) n) AS nodes,
      ${keptFamilies ? sql`NULL` : companyFamiliesColumn(coid)} AS families,
      (SELECT coalesce(json_agg(d ORDER BY d."publishedAt" DESC, d.id DESC), '[]') FROM (
        SELECT ${CARD_COLUMNS}
        FROM content_items ci JOIN companies c ON c.coid = ci.coid
        WHERE ci.coid = ${coid} AND ci.online AND ci.content_type <> 'product'
        ORDER BY ci.published_at DESC, ci.id DESC LIMIT ${COMPANY_LATEST_DOCUMENTS}) d) AS latest`);
  const families = keptFamilies ?? (row.families ?? []).map(toCompanyFamily);
  if (!keptFamilies) memo?.keep(familiesKey, families, version);
  return { ...row, families, latest: row.latest.map((card) => toCard(card)) };
}

export interface CompanySummary {
  coid: number;
  name: string;
  city: string;
  state: string;
  category: string;
  isClient: boolean;
  itemCount: number;
}

/** Manufacturers with online content in a division, clients first, then by name. */
export async function companiesInDivision(db: Queryable, division: string): Promise<CompanySummary[]> {
  return db.many<CompanySummary>(sql`
    SELECT c.coid, c.name, c.city, c.state, c.category, c.is_client AS "isClient", count(ci.id)::int AS "itemCount"
    FROM companies c JOIN content_items ci ON ci.coid = c.coid AND ci.online AND ci.division = ${division}
    GROUP BY c.coid ORDER BY c.is_client DESC, c.name`);
}

/** Per division: how many manufacturers have online content there. */
export async function manufacturerCountsByDivision(db: Queryable): Promise<Record<string, number>> {
  const rows = await db.many<{ division: string; n: number }>(sql`
    SELECT division, count(DISTINCT coid)::int AS n FROM content_items
    WHERE online AND division IS NOT NULL GROUP BY division`);
  return Object.fromEntries(rows.map((r) => [r.division, r.n]));
}

/** Manufacturers with something online, by name: a page of `limit` after `offset`, and how many there are. */
export async function listManufacturers(db: Queryable, offset: number, limit: number): Promise<{ total: number; items: { coid: number; name: string }[] }> {
  const listed = sql`EXISTS (SELECT 1 FROM content_items ci WHERE ci.coid = c.coid AND ci.online)`;
  const [total, items] = await Promise.all([
    db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM companies c WHERE ${listed}`),
    db.many<{ coid: number; name: string }>(sql`SELECT c.coid, c.name FROM companies c WHERE ${listed} ORDER BY c.name, c.coid LIMIT ${limit} OFFSET ${offset}`),
  ]);
  return { total: total.n, items };
}
