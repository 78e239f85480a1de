import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';

/** Where a spec document is read: /specification/{coid}/{contentId}. */
export function specificationPath(coid: number, contentId: number): string {
  return `/specification/${coid}/${contentId}`;
}

/** The print-ready variant of a specification page. */
export function formattedSpecificationPath(coid: number, contentId: number): string {
  return `${specificationPath(coid, contentId)}/formatted`;
}

/** Where a spec wizard is opened. */
export function wizardTemplatePath(contentId: number): string {
  return `/sw/template/${contentId}`;
}

/** Every online spec document's reading page, for the sitemap. */
export async function specificationPaths(db: Queryable): Promise<string[]> {
  const rows = await db.many<{ coid: number; contentId: number }>(sql`
    SELECT ci.coid, d.content_id AS "contentId"
    FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id
    WHERE ci.online ORDER BY d.content_id`);
  return rows.map((r) => specificationPath(r.coid, r.contentId));
}
