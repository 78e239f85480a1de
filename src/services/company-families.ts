import { sql } from '../db/sql';
import type { ItemPicture } from '../domain/preview-paths';
import { itemPicture } from '../domain/preview-paths';
import type { PictureSourceRow } from './item-pictures';
import { PICTURE_SOURCE_ORDER } from './item-pictures';

/** One of a company's product families as its page's opening shows it: a card with a picture and a count. */
export interface CompanyFamily {
  /** The heading's seq, or null for products listed under no heading (grouped by their section). */
  seq: number | null;
  name: string;
  section: string | null;
  productCount: number;
  picture: ItemPicture | null;
}

/** A row of COMPANY_FAMILIES_COLUMN, before its picture is addressed. */
export interface CompanyFamilyRow {
  seq: number | null;
  name: string;
  section: string | null;
  productCount: number;
  picture: PictureSourceRow | null;
}

const TYPES = `ARRAY['${PICTURE_SOURCE_ORDER.join("', '")}']`;

/**
 * The picture of the products `members` selects (`px` is products): a drawing, elevations first, else a BIM
 * model, else a data sheet cover; failing all, the cover of the company's catalog of the same section, else
 * its newest catalog. `fam` is the family row (section) and `:coid` the company.
 */
function familyPicture(members: string): string {
  return `coalesce(
    (SELECT row_to_json(pic) FROM (
      SELECT x.id, x.content_type AS "contentType", x.title, x.filename, to_char(x.published_at, 'YYYY-MM-DD') AS "publishedAt"
      FROM products px JOIN content_items x ON x.product_seq = px.seq
      WHERE ${members} AND px.online AND x.online AND x.filename IS NOT NULL AND x.content_type = ANY (${TYPES})
      ORDER BY array_position(${TYPES}, x.content_type), x.title ILIKE '%elevation%' DESC, x.id LIMIT 1) pic),
    (SELECT row_to_json(pic) FROM (
      SELECT x.id, x.content_type AS "contentType", x.title, x.filename, to_char(x.published_at, 'YYYY-MM-DD') AS "publishedAt"
      FROM content_items x
      WHERE x.coid = fam.coid AND x.content_type = 'catalog' AND x.online AND x.filename IS NOT NULL
      ORDER BY x.section IS NOT DISTINCT FROM fam.section DESC, x.published_at DESC, x.id LIMIT 1) pic))`;
}

/**
 * The column of a company's families for one statement (a subquery on `coid`): each heading with online products
 * under it, in tree order; then products under no heading, one family per CSI section. Part of the company page's
 * single statement (its query budget), so it is SQL rather than a second query.
 */
export function companyFamiliesColumn(coid: number) {
  return sql`(SELECT coalesce(json_agg(json_build_object(
      'seq', f.seq, 'name', f.name, 'section', f.section, 'productCount', f.n, 'picture', f.picture) ORDER BY f.grp, f.tree_order, f.name), '[]')
    FROM (
      SELECT 0 AS grp, fam.seq, fam.name, fam.section, fam.tree_order, fam.n,
        ${sql.raw(familyPicture('px.parent_id = fam.seq'))} AS picture
      FROM (
        SELECT h.seq, h.coid, h.name, h.section, h.tree_order, count(*)::int AS n
        FROM products h JOIN products p ON p.parent_id = h.seq AND p.online AND NOT p.heading
        WHERE h.coid = ${coid} AND h.heading AND h.online GROUP BY h.seq) fam
      UNION ALL
      SELECT 1, NULL, fam.name, fam.section, 0, fam.n,
        ${sql.raw(familyPicture('px.coid = fam.coid AND px.parent_id IS NULL AND NOT px.heading AND px.section IS NOT DISTINCT FROM fam.section'))}
      FROM (
        SELECT p.coid, p.section, coalesce(min(s.title), 'Other products') AS name, count(*)::int AS n
        FROM products p LEFT JOIN csi_sections s ON s.mf = '04' AND s.section = p.section
        WHERE p.coid = ${coid} AND p.parent_id IS NULL AND NOT p.heading AND p.online GROUP BY p.coid, p.section) fam
    ) f)`;
}

/** A family row with its picture's addresses and alt text. */
export function toCompanyFamily({ picture, ...row }: CompanyFamilyRow): CompanyFamily {
  return { ...row, picture: picture ? itemPicture(picture) : null };
}
