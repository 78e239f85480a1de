import type { SqlQuery } from '../db/sql';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { companyPath } from '../domain/company-id';
import type { ItemPicture } from '../domain/preview-paths';
import { itemPicture } from '../domain/preview-paths';
import type { PictureSourceRow } from './item-pictures';
import { PRODUCT_ROW_PICTURE } from './item-pictures';
import { projectTypeName } from '../domain/project-types';
import type { SortState } from '../domain/sort';
import { orderBy } from './listing-sort';
import type { Page } from './pagination';
import { offsetOf, pageOf, PAGE_SIZE } from './pagination';
import { productTitle } from '../domain/product-title';

interface ProjectPhoto {
  url?: string;
  alt: string;
  caption?: string;
}

/** A manufacturer's project as galleries show it. */
export interface ClientProject {
  seq: number;
  coid: number;
  companyName: string;
  name: string;
  /** The project type code (10 Commercial, 11 Office, ...) and its name, when known. */
  type: number | null;
  typeName: string | null;
  architect: string;
  city: string;
  state: string;
  description: string;
  division: string | null;
  section: string | null;
  sectionTitle: string | null;
  completed: number | null;
  photos: ProjectPhoto[];
  /** The first photo that has a usable address, or null (cards then show text only). */
  image: { url: string; alt: string } | null;
  createdAt: string;
  companyUrl: string;
  /** The project's page in the company area. */
  url: string;
  /** The manufacturer's products in the project's section: the products the project used, with their drawing when they have one. */
  products: { seq: number; name: string; url: string; picture: ItemPicture | null }[];
}

type Row = Omit<ClientProject, 'typeName' | 'image' | 'companyUrl' | 'url' | 'products'> & {
  products: { seq: number; name: string; tradename: string | null; picture: PictureSourceRow | null }[];
};

/** Sortable fields of project listings; "date" (when the project was added) newest first by default. */
export const PROJECT_SORT_FIELDS = ['date', 'name', 'company', 'completed'] as const;

const SORT_COLUMNS = { date: 'cp.created_at', name: 'lower(cp.name)', company: 'lower(c.name)', completed: 'cp.completed' };
const NEWEST: SortState = { field: 'date', direction: 'desc' };
const PRODUCTS_PER_PROJECT = 4;

/**
 * The products a project `cp` used: the data has no project-to-product link, so they are the manufacturer's first
 * online products in the project's section (the section it was published under). One rule for pages and the API.
 */
const USED_PRODUCTS = sql.raw(`FROM products p WHERE p.coid = cp.coid AND p.section = cp.section AND p.online AND NOT p.heading
  ORDER BY p.tree_order, p.seq LIMIT ${PRODUCTS_PER_PROJECT}`);

/**
 * Only paths on this site become images: the Content-Security-Policy allows no other image
 * host, so an outside address would show as a broken image. Cards without one show text only.
 */
function imageOf(photos: ProjectPhoto[]): ClientProject['image'] {
  const photo = photos.find((p) => typeof p.url === 'string' && /^\/(?![\/\\])[^\s"]*$/.test(p.url));
  return photo?.url ? { url: photo.url, alt: photo.alt } : null;
}

function toProject(row: Row): ClientProject {
  const companyUrl = companyPath(row.companyName, row.coid);
  return {
    ...row,
    typeName: projectTypeName(row.type),
    image: imageOf(row.photos),
    companyUrl,
    url: `${companyUrl}/projects/${row.seq}`,
    products: row.products.map((p) => ({ seq: p.seq, name: productTitle(p), url: `/product/${p.seq}`, picture: p.picture && itemPicture(p.picture, productTitle(p)) })),
  };
}

function select(where: SqlQuery, order: SqlQuery, limit: number, offset = 0): SqlQuery {
  return sql`
    SELECT cp.seq, cp.coid, c.name AS "companyName", cp.name, cp.type, cp.architect, cp.city, cp.state, cp.description,
      cp.division, cp.section, s.title AS "sectionTitle", cp.completed, cp.photos,
      to_char(cp.created_at, 'YYYY-MM-DD') AS "createdAt", COALESCE(used.products, '[]'::json) AS products
    FROM client_projects cp JOIN companies c ON c.coid = cp.coid
    LEFT JOIN csi_sections s ON s.mf = '04' AND s.section = cp.section
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object('seq', pr.seq, 'name', pr.name, 'tradename', pr.tradename, 'picture', pr.picture) ORDER BY pr.tree_order, pr.seq) AS products
      FROM (SELECT p.seq, p.name, p.tradename, p.tree_order, ${PRODUCT_ROW_PICTURE} AS picture ${USED_PRODUCTS}) pr
    ) used ON true
    WHERE ${where}
    ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
}

interface ProjectFilter {
  coid?: number;
  division?: string;
  section?: string;
  /** Only projects of client manufacturers (the public galleries); default true. */
  clientsOnly?: boolean;
}

function conditions(filter: ProjectFilter): SqlQuery {
  const parts = [
    filter.clientsOnly === false ? null : sql`c.is_client`,
    filter.coid !== undefined ? sql`cp.coid = ${filter.coid}` : null,
    filter.division !== undefined ? sql`cp.division = ${filter.division}` : null,
    filter.section !== undefined ? sql`cp.section = ${filter.section}` : null,
  ].filter((p): p is SqlQuery => p !== null);
  return parts.length > 0 ? sql.join(parts, ' AND ') : sql`true`;
}

/** One page of projects matching a filter, newest first unless sorted otherwise. */
export async function listProjects(
  db: Queryable,
  filter: ProjectFilter,
  options: { page?: number; sort?: SortState; pageSize?: number } = {},
): Promise<Page<ClientProject>> {
  const page = options.page ?? 1;
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const where = conditions(filter);
  const [total, rows] = await Promise.all([
    db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM client_projects cp JOIN companies c ON c.coid = cp.coid WHERE ${where}`),
    db.many<Row>(select(where, orderBy(options.sort ?? NEWEST, SORT_COLUMNS, 'cp.seq DESC'), pageSize, offsetOf(page, pageSize))),
  ]);
  return pageOf(rows.map(toProject), total.n, page, pageSize);
}

/** One project of a manufacturer (its page in the company area), or null when that company has no project `seq`. */
export async function getCompanyProject(db: Queryable, coid: number, seq: number): Promise<ClientProject | null> {
  const rows = await db.many<Row>(select(sql`cp.coid = ${coid} AND cp.seq = ${seq}`, sql`cp.seq`, 1));
  return rows[0] ? toProject(rows[0]) : null;
}

/** The newest projects of client manufacturers. */
export async function recentProjects(db: Queryable, limit: number): Promise<ClientProject[]> {
  return (await db.many<Row>(select(conditions({}), orderBy(NEWEST, SORT_COLUMNS, 'cp.seq DESC'), limit))).map(toProject);
}

/** Whether a manufacturer has any project in its gallery. */
export async function hasProjects(db: Queryable, coid: number): Promise<boolean> {
  const row = await db.one<{ found: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM client_projects WHERE coid = ${coid}) AS found`);
  return row.found;
}

/** Division → number of client manufacturers' projects (the gallery's division filter). */
export async function projectCountsByDivision(db: Queryable): Promise<Record<string, number>> {
  const rows = await db.many<{ division: string; n: number }>(sql`
    SELECT cp.division, count(*)::int AS n FROM client_projects cp JOIN companies c ON c.coid = cp.coid
    WHERE c.is_client AND cp.division IS NOT NULL GROUP BY cp.division`);
  return Object.fromEntries(rows.map((r) => [r.division, r.n]));
}

/** The client manufacturer's projects that used a product (it is among their products used), newest added first. */
export async function projectsUsing(db: Queryable, product: { seq: number; coid: number; section: string }): Promise<{ seq: number; name: string }[]> {
  return db.many(sql`
    SELECT cp.seq, cp.name FROM client_projects cp JOIN companies c ON c.coid = cp.coid AND c.is_client
    WHERE cp.coid = ${product.coid} AND cp.section = ${product.section} AND ${product.seq} IN (SELECT p.seq ${USED_PRODUCTS})
    ORDER BY cp.created_at DESC, cp.seq`);
}
