import { sql } from '../../src/db/sql';
import type { Db } from '../../src/db/types';
import { companyPath } from '../../src/domain/company-id';

/** Real rows of the seeded test catalog that tests address by id. */
export async function catalogFacts(db: Db) {
  const company = await db.one<{ coid: number; name: string }>(sql`
    SELECT c.coid, c.name FROM companies c
    WHERE EXISTS (SELECT 1 FROM products p WHERE p.coid = c.coid AND NOT p.heading)
    ORDER BY c.coid LIMIT 1`);
  const product = await db.one<{ seq: number; name: string; tradename: string; coid: number }>(sql`
    SELECT p.seq, p.name, p.tradename, p.coid FROM products p
    WHERE NOT p.heading AND p.online AND EXISTS (SELECT 1 FROM content_items ci WHERE ci.product_seq = p.seq AND ci.content_type = 'cad')
    ORDER BY p.seq LIMIT 1`);
  const section = await db.one<{ section: string; division: string; contentType: string }>(sql`
    SELECT section, division, content_type AS "contentType" FROM content_items
    WHERE online AND section IS NOT NULL AND content_type = 'cad' ORDER BY id LIMIT 1`);
  const item = await db.one<{ id: number; contentType: string; coid: number; companyName: string; title: string }>(sql`
    SELECT ci.id, ci.content_type AS "contentType", ci.coid, c.name AS "companyName", ci.title
    FROM content_items ci JOIN companies c USING (coid) WHERE ci.online AND ci.content_type = 'bim' ORDER BY ci.id LIMIT 1`);
  return {
    company: { ...company, path: companyPath(company.name, company.coid) },
    product,
    section: { ...section, slug: section.section.replace(/ /g, '') },
    item: { ...item, path: `${companyPath(item.companyName, item.coid)}/bim/${item.id}` },
  };
}

/** The first active, online spec wizard's page (/sw/template/{id}) and content id. */
export async function firstWizard(db: Db): Promise<{ id: number; path: string }> {
  const { id } = await db.one<{ id: number }>(sql`
    SELECT w.content_id AS id FROM spec_wizards w JOIN content_items ci ON ci.id = w.content_id
    WHERE w.active AND ci.online ORDER BY w.content_id LIMIT 1`);
  return { id, path: `/sw/template/${id}` };
}
