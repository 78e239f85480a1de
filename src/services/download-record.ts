import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { ProductRecord } from '../domain/drawing-attributes';
import type { PropertyValues } from '../domain/product-data/values';
import { DOWNLOADABLE_TYPES, statesRecord } from './files';
import { findTemplate } from './product-data/templates';

/** What a download row carries of its product's record (the columns DOWNLOAD_ITEM selects). */
interface DownloadRecordColumns {
  id: number;
  contentType: string;
  productSeq: number | null;
  templateId: string | null;
  templateVersion: number | null;
  productProperties: PropertyValues | null;
  tradename: string | null;
}

/** Content types with a generated file; the seed lists a product's documents by the same rule (scripts/seed/files.ts). */
const FILE_TYPES = [...DOWNLOADABLE_TYPES];

/**
 * The record a product's file states: its template and values, its trade name and the titles of its other
 * online files (by type, then title), or null for a file of no product or a product without a template.
 */
export async function downloadRecord(db: Queryable, item: DownloadRecordColumns): Promise<ProductRecord | null> {
  if (!statesRecord(item.contentType) || item.productSeq === null || !item.templateId || item.templateVersion === null) return null;
  const template = await findTemplate(db, item.templateId, item.templateVersion);
  if (!template) return null;
  const documents = await db.many<{ title: string }>(sql`
    SELECT title FROM content_items
    WHERE product_seq = ${item.productSeq} AND online AND filename IS NOT NULL AND id <> ${item.id}
      AND content_type IN (SELECT jsonb_array_elements_text(${JSON.stringify(FILE_TYPES)}::jsonb))
    ORDER BY content_type COLLATE "C", title COLLATE "C", id`);
  return { template, values: item.productProperties ?? {}, tradename: item.tradename, documents: documents.map((d) => d.title) };
}
