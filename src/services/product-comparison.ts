import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import { CONTENT_TYPES } from '../domain/content-types';
import { CERTIFICATION_TYPES } from '../domain/product-compare';
import type { ComparedRecord, DeclaredGwp } from '../domain/product-data/compare-rows';
import type { PropertyValues } from '../domain/product-data/values';
import type { ContentCard } from './content-items';
import { CARD_COLUMNS, manyCards } from './content-items';
import type { Product } from './products';
import { PRODUCT_COLUMNS, PRODUCT_FROM } from './products';
import { productDeclarations } from './product-data/record-view';
import { findTemplate } from './product-data/templates';

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
  /** Its typed record, read through its template. */
  record: ComparedRecord;
  /** Its newest current EPD's global warming potential, or null. */
  gwp: DeclaredGwp | null;
}

type ProductRow = Product & { templateId: string | null; templateVersion: number | null; values: PropertyValues | null };

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
  const products = await db.many<ProductRow>(sql`
    SELECT ${PRODUCT_COLUMNS}, p.template_id AS "templateId", p.template_version AS "templateVersion", p.properties AS "values"
    FROM ${PRODUCT_FROM}
    WHERE p.seq = ANY(${seqs}::int[]) AND p.online AND NOT p.heading`);
  if (products.length !== new Set(seqs).size) return null;
  const items = await manyCards(
    db,
    sql`SELECT ${CARD_COLUMNS} FROM content_items ci JOIN companies c ON c.coid = ci.coid
        WHERE ci.product_seq = ANY(${seqs}::int[]) AND ci.online AND ci.content_type <> 'product'
        ORDER BY ci.title, ci.id`,
  );
  const declarations = await productDeclarations(db, seqs);
  const certification = new Set<string>(CERTIFICATION_TYPES);
  const compared: ComparedProduct[] = [];
  for (const seq of seqs) {
    const { templateId, templateVersion, values, ...product } = products.find((p) => p.seq === seq)!;
    const own = items.filter((i) => i.productSeq === seq);
    const template = templateId ? await findTemplate(db, templateId, templateVersion ?? undefined) : null;
    const epd = (declarations.get(seq) ?? []).find((d) => d.type === 'epd' && d.current && d.gwp !== null);
    compared.push({
      ...product,
      types: summarize(own),
      certifications: own.filter((i) => certification.has(i.contentType)),
      record: { template, values: values ?? {} },
      gwp: epd ? { gwp: epd.gwp!, declaredUnit: epd.declaredUnit } : null,
    });
  }
  return compared;
}

/**
 * The compare tray's products that are still online products, in the tray's order: a tray typed by hand, or one that
 * outlived a withdrawn product, must not offer a comparison that answers 404.
 */
export async function onlineTray(db: Queryable, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.many<{ seq: number }>(sql`SELECT seq FROM products WHERE seq = ANY(${[...ids]}::int[]) AND online AND NOT heading`);
  const online = new Set(rows.map((r) => r.seq));
  return ids.filter((id) => online.has(id));
}
