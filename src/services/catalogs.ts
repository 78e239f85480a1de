import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { containsAll } from '../domain/text-highlight';
import type { ContentCard } from './content-items';
import { getContentItemOfType } from './content-items';

/**
 * Catalogs are content items of type catalog whose pages are rows of catalog_pages. Pages are
 * numbered 1..pageCount in page_number order, so a gap left in page_number by an edit never
 * breaks the viewer's navigation.
 */
export interface Catalog extends ContentCard {
  pageCount: number;
}

/** An online catalog with its page count, or null. */
export async function getCatalog(db: Queryable, id: number): Promise<Catalog | null> {
  const item = await getContentItemOfType(db, id, 'catalog');
  if (!item) return null;
  const { n } = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM catalog_pages WHERE content_id = ${id}`);
  return { ...item, pageCount: n };
}

/** The text of page `page` (1-based), or null beyond the last page. */
export async function catalogPageText(db: Queryable, id: number, page: number): Promise<string | null> {
  if (!Number.isInteger(page) || page < 1) return null;
  const row = await db.maybeOne<{ data: string }>(sql`
    SELECT data FROM catalog_pages WHERE content_id = ${id} ORDER BY page_number OFFSET ${page - 1} LIMIT 1`);
  return row?.data ?? null;
}

/** Every page's text, in page order. */
export async function catalogPageTexts(db: Queryable, id: number): Promise<string[]> {
  const rows = await db.many<{ data: string }>(sql`SELECT data FROM catalog_pages WHERE content_id = ${id} ORDER BY page_number`);
  return rows.map((r) => r.data);
}

interface CatalogPageMatch {
  pageNumber: number;
  text: string;
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The pages holding every word (any case), in page order. */
export async function searchCatalogPages(db: Queryable, id: number, words: string[]): Promise<CatalogPageMatch[]> {
  if (words.length === 0) return [];
  const rows = await db.many<CatalogPageMatch>(sql`
    SELECT "pageNumber", text FROM (
      SELECT row_number() OVER (ORDER BY page_number)::int AS "pageNumber", data AS text
      FROM catalog_pages WHERE content_id = ${id}
    ) pages
    WHERE text ILIKE ALL(${words.map(likePattern)}::text[])
    ORDER BY "pageNumber"`);
  // The database folds case its own way; the final word is ours, so the highlight always finds the words.
  return rows.filter((r) => containsAll(r.text, words));
}
