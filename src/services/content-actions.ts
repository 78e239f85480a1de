import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { catalogViewerPath } from '../domain/catalog-viewer-paths';
import { specificationPath, wizardTemplatePath } from './specs/spec-links';

export interface ContentAction {
  label: string;
  href: string;
}

/**
 * The page that opens a content item beyond its download: a spec's reading page when it has a
 * spec document, a spec wizard when it is active, a catalog's viewer when it has pages; else null.
 */
export async function contentActionOf(
  db: Queryable,
  item: { id: number; coid: number; companyName: string; contentType: string },
): Promise<ContentAction | null> {
  if (item.contentType === 'spec') {
    const doc = await db.maybeOne(sql`SELECT 1 FROM spec_documents WHERE content_id = ${item.id}`);
    return doc ? { label: 'Read the specification', href: specificationPath(item.coid, item.id) } : null;
  }
  if (item.contentType === 'sw') {
    const wizard = await db.maybeOne(sql`SELECT 1 FROM spec_wizards WHERE content_id = ${item.id} AND active`);
    return wizard ? { label: 'Open the spec wizard', href: wizardTemplatePath(item.id) } : null;
  }
  if (item.contentType === 'catalog') {
    const page = await db.maybeOne(sql`SELECT 1 FROM catalog_pages WHERE content_id = ${item.id} LIMIT 1`);
    return page ? { label: 'Open the catalog viewer', href: catalogViewerPath(item, 1) } : null;
  }
  return null;
}
