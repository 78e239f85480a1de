import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import { companyPath } from '../../domain/company-id';
import { productTitle } from '../../domain/product-title';

/** One outline spec recorded for a project: a manufacturer specified in a CSI section. */
export interface OutlineSpec {
  section: string;
  sectionTitle: string | null;
  coid: number;
  companyName: string;
  companyUrl: string;
  specDate: string;
  /** The manufacturer's products in the section (up to six, in catalog order). */
  products: { seq: number; name: string }[];
}

/** The outline specs of a project (the caller has checked it is the user's own), newest first. */
export async function listOutlineSpecs(db: Queryable, projectSeq: number): Promise<OutlineSpec[]> {
  const rows = await db.many<Omit<OutlineSpec, 'companyUrl' | 'specDate' | 'products'> & { specDate: Date | string; products: { seq: number; name: string; tradename: string | null }[] }>(sql`
    SELECT o.section, s.title AS "sectionTitle", o.coid, c.name AS "companyName", o.spec_date AS "specDate",
      (SELECT coalesce(json_agg(json_build_object('seq', p.seq, 'name', p.name, 'tradename', p.tradename)), '[]'::json) FROM (
         SELECT p.seq, p.name, p.tradename FROM products p
         WHERE p.coid = o.coid AND p.section = o.section AND p.online AND NOT p.heading
         ORDER BY p.tree_order, p.seq LIMIT 6) p) AS products
    FROM project_outline_specs o
    JOIN companies c ON c.coid = o.coid
    LEFT JOIN csi_sections s ON s.mf = '04' AND s.section = o.section
    WHERE o.project_seq = ${projectSeq}
    ORDER BY o.spec_date DESC, o.section, c.name`);
  return rows.map((r) => ({
    section: r.section,
    sectionTitle: r.sectionTitle,
    coid: r.coid,
    companyName: r.companyName,
    companyUrl: companyPath(r.companyName, r.coid),
    specDate: new Date(r.specDate).toISOString(),
    products: r.products.map((p) => ({ seq: p.seq, name: productTitle(p) })),
  }));
}

/** A CSI map entry as pages show it: the section, its title and the manufacturers named there. */
export interface CsiMapSection {
  section: string;
  title: string | null;
  companies: { coid: number; name: string; url: string }[];
}

/** Resolves a project's csiMap (section → coids) to titled sections with manufacturer names, in section order. */
export async function describeCsiMap(db: Queryable, csiMap: Record<string, number[]>): Promise<CsiMapSection[]> {
  const sections = Object.keys(csiMap).sort();
  if (sections.length === 0) return [];
  const coids = [...new Set(sections.flatMap((s) => csiMap[s]))];
  const [titles, companies] = await Promise.all([
    db.many<{ section: string; title: string }>(sql`
      SELECT section, title FROM csi_sections WHERE mf = '04' AND section = ANY(${sections}::text[])`),
    coids.length
      ? db.many<{ coid: number; name: string }>(sql`SELECT coid, name FROM companies WHERE coid = ANY(${coids}::int[])`)
      : Promise.resolve([]),
  ]);
  const titleOf = new Map(titles.map((t) => [t.section, t.title]));
  const nameOf = new Map(companies.map((c) => [c.coid, c.name]));
  return sections.map((section) => ({
    section,
    title: titleOf.get(section) ?? null,
    companies: csiMap[section]
      .filter((coid) => nameOf.has(coid))
      .map((coid) => ({ coid, name: nameOf.get(coid)!, url: companyPath(nameOf.get(coid)!, coid) })),
  }));
}
