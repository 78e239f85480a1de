import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { CONTENT_TYPES } from '../domain/content-types';
import { CERTIFICATION_TYPES } from '../domain/product-compare';
import type { ContentCard } from './content-items';
import { CARD_COLUMNS, manyCards } from './content-items';
import type { Product } from './products';
import { PRODUCT_COLUMNS, PRODUCT_FROM } from './products';
import type { RecordProperty, StoredRecord } from './product-data/record-view';
import { recordViews } from './product-data/record-view';

/** One content type of a compared product: how many items, and the first (by title) with its file. */
export interface ComparedType {
  contentType: string;
  count: number;
  first: ContentCard;
}

export interface ComparedProduct extends Product {
  /** In the order of CONTENT_TYPES. */
  types: ComparedType[];
  /** Certificates, EPDs and HPDs. */
  certifications: ContentCard[];
  /** Its record's properties, in its template's order. */
  properties: RecordProperty[];
}

function summarize(items: ContentCard[]): ComparedType[] {
  const byType = new Map<string, ContentCard[]>();
  for (const item of items) byType.set(item.contentType, [...(byType.get(item.contentType) ?? []), item]);
  const order = (type: string) => (CONTENT_TYPES as readonly string[]).indexOf(type);
  return [...byType]
    .map(([contentType, list]) => ({ contentType, count: list.length, first: list[0] }))
    .sort((a, b) => order(a.contentType) - order(b.contentType));
}

/**
 * The products to compare, in the order asked, with their documents by type and their
 * certifications; null when any id is not an online product (headings are not products).
 */
/** The company that makes a product, or null for an unknown product. */
export async function productMaker(db: Queryable, seq: number): Promise<number | null> {
  return (await db.maybeOne<{ coid: number }>(sql`SELECT coid FROM products WHERE seq = ${seq}`))?.coid ?? null;
}

export async function compareProducts(db: Queryable, seqs: number[]): Promise<ComparedProduct[] | null> {
  const products = await db.many<Product & Omit<StoredRecord, 'seq'>>(sql`
    SELECT ${PRODUCT_COLUMNS}, p.template_id AS template, p.template_version AS "templateVersion", p.properties FROM ${PRODUCT_FROM}
    WHERE p.seq = ANY(${seqs}::int[]) AND p.online AND NOT p.heading`);
  if (products.length !== new Set(seqs).size) return null;
  const items = await manyCards(
    db,
    sql`SELECT ${CARD_COLUMNS} FROM content_items ci JOIN companies c ON c.coid = ci.coid
        WHERE ci.product_seq = ANY(${seqs}::int[]) AND ci.online AND ci.content_type <> 'product'
        ORDER BY ci.title, ci.id`,
  );
  const records = await recordViews(db, products);
  const certification = new Set<string>(CERTIFICATION_TYPES);
  return seqs.map((seq) => {
    const at = products.findIndex((p) => p.seq === seq);
    const { template: _template, templateVersion: _version, properties: _values, ...product } = products[at];
    const own = items.filter((i) => i.productSeq === seq);
    return { ...product, properties: records[at].properties, types: summarize(own), certifications: own.filter((i) => certification.has(i.contentType)) };
  });
}
