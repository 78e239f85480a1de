import type { CatalogMemo } from '../db/catalog-memo';
import type { ProductAttribute } from '../domain/product-attributes';
import { productAttributesSchema } from '../domain/product-attributes';
import type { FeaturedCandidate, FeaturedFilter } from '../domain/random-sample';
import { pickFeatured } from '../domain/random-sample';
import type { ProductNode } from '../domain/product-tree';
import { sql } from '../db/sql';
import type { SqlQuery } from '../db/sql';
import type { Queryable } from '../db/types';
import type { ContentCard } from './content-items';
import type { CardRow } from './content-items';
import { CARD_COLUMNS, manyCards, toCard } from './content-items';
import type { Page } from './pagination';
import type { DeclarationRow, RecordView, StoredRecord } from './product-data/record-view';
import { declarationsColumn, declarationsOf, recordViews } from './product-data/record-view';
import { offsetOf, pageOf, PAGE_SIZE } from './pagination';

export interface Product extends ProductNode {
  coid: number;
  companyName: string;
  section: string | null;
  sectionTitle: string | null;
  division: string | null;
  description: string;
}

export const PRODUCT_COLUMNS = sql.raw(`p.seq, p.parent_id, p.heading, p.name, p.tradename, p.tree_order, p.online,
  p.is_featured AS "isFeatured", p.coid, c.name AS "companyName", p.section, s.title AS "sectionTitle",
  p.division, p.description`);

export const PRODUCT_FROM = sql.raw(`products p JOIN companies c ON c.coid = p.coid
  LEFT JOIN csi_sections s ON s.mf = '04' AND s.section = p.section`);

/** One product with its data-sheet rows, its record's properties and its declarations. */
export interface ProductDetail extends Product, RecordView {
  attributes: ProductAttribute[];
}

type ProductRow = Product & Omit<StoredRecord, 'seq'> & { attributes: unknown; declarations: DeclarationRow[] };

const PRODUCT_DETAIL_COLUMNS = sql`${PRODUCT_COLUMNS}, p.attributes, p.template_id AS template, p.template_version AS "templateVersion", p.properties,
  ${declarationsColumn(sql`p.seq`)} AS declarations`;

/** A product row with its record's view and its data-sheet rows. */
async function productDetailOf(db: Queryable, seq: number, row: ProductRow): Promise<ProductDetail> {
  const { template, templateVersion, properties, declarations, ...product } = row;
  const [record] = await recordViews(db, [{ seq, template, templateVersion, properties }], new Map([[seq, declarationsOf(declarations)]]));
  // Rows written before the column's rules (or by hand) show no data sheet rather than a broken one.
  const attributes = productAttributesSchema.safeParse(row.attributes);
  return { ...product, ...record, attributes: attributes.success ? attributes.data : [] };
}

export async function getProduct(db: Queryable, seq: number): Promise<ProductDetail | null> {
  const row = await db.maybeOne<ProductRow>(sql`SELECT ${PRODUCT_DETAIL_COLUMNS} FROM ${PRODUCT_FROM} WHERE p.seq = ${seq} AND p.online`);
  return row ? productDetailOf(db, seq, row) : null;
}

/** A product's online content items as card rows (unordered): what its page lists. */
function productCardsWhere(seq: SqlQuery, typeFilter: SqlQuery): SqlQuery {
  return sql`SELECT ${CARD_COLUMNS} FROM content_items ci JOIN companies c ON c.coid = ci.coid
    WHERE ci.product_seq = ${seq} AND ci.online ${typeFilter}`;
}

/** A product page's items: the product's own catalog row (what "Save" keeps) and its documents. */
function pageContentOf(cards: ContentCard[]): { own: ContentCard | null; documents: ContentCard[] } {
  return { own: cards.find((c) => c.contentType === 'product') ?? null, documents: cards.filter((c) => c.contentType !== 'product') };
}

/**
 * A product page's facts in one statement: the product (as getProduct reads it) and its online items by type and
 * title (as the card queries read them), the items as a JSON column, which saves the page a round trip.
 */
export async function getProductPage(db: Queryable, seq: number): Promise<{ product: ProductDetail; own: ContentCard | null; documents: ContentCard[] } | null> {
  const row = await db.maybeOne<ProductRow & { cards: CardRow[] }>(sql`
    SELECT ${PRODUCT_DETAIL_COLUMNS},
      (SELECT coalesce(json_agg(card ORDER BY card."contentType", card.title), '[]') FROM (${productCardsWhere(sql`p.seq`, sql.empty)}) card) AS cards
    FROM ${PRODUCT_FROM} WHERE p.seq = ${seq} AND p.online`);
  if (!row) return null;
  const { cards, ...product } = row;
  return { product: await productDetailOf(db, seq, product), ...pageContentOf(cards.map((card) => toCard(card))) };
}

/** Every node of a company's product tree (for buildProductTree). */
export async function companyProductNodes(db: Queryable, coid: number): Promise<ProductNode[]> {
  return db.many<ProductNode>(sql`SELECT ${PRODUCT_NODE_COLUMNS} FROM products WHERE coid = ${coid} AND online ORDER BY tree_order, seq`);
}

/** The columns of a ProductNode, from `products`. */
export const PRODUCT_NODE_COLUMNS = sql.raw(`seq, parent_id, heading, name, tradename, tree_order, online, is_featured AS "isFeatured"`);

function productCards(db: Queryable, seq: number, typeFilter: SqlQuery): Promise<ContentCard[]> {
  return manyCards(db, sql`${productCardsWhere(sql`${seq}`, typeFilter)} ORDER BY ci.content_type, ci.title`);
}

/** A product's downloadable content (everything but its own 'product' row), optionally of one type. */
export async function productContent(db: Queryable, seq: number, contentType?: string): Promise<ContentCard[]> {
  const typeFilter = contentType ? sql`AND ci.content_type = ${contentType}` : sql.empty;
  return productCards(db, seq, sql`AND ci.content_type <> 'product' ${typeFilter}`);
}

/** Every featured product that a sample may show (built once per data version: see featuredProducts). */
async function featuredCandidates(db: Queryable): Promise<FeaturedCandidate[]> {
  return db.many<FeaturedCandidate>(sql`
    SELECT seq, coid, division FROM products WHERE is_featured AND online AND NOT heading ORDER BY seq`);
}

/**
 * A random sample of featured products (4 by default), optionally of one company or division. The
 * candidates are a fact of the catalog, built once per data version; a request picks from them in memory and reads
 * only the chosen rows (never ORDER BY random() over the table).
 */
export async function featuredProducts(db: Queryable, memo: CatalogMemo, filter: FeaturedFilter): Promise<Product[]> {
  const candidates = await memo.value('featured-candidates', () => featuredCandidates(db));
  const seqs = pickFeatured(candidates, filter);
  if (seqs.length === 0) return [];
  const rows = await db.many<Product>(sql`SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE p.seq = ANY(${seqs}::int[])`);
  const bySeq = new Map(rows.map((row) => [row.seq, row]));
  return seqs.map((seq) => bySeq.get(seq)).filter((row): row is Product => row !== undefined);
}

/** Every featured product, optionally of one division, by manufacturer and name (/featured/products). */
export async function listFeaturedProducts(db: Queryable, division: string | undefined, page: number): Promise<Page<Product>> {
  const filter = division ? sql`AND p.division = ${division}` : sql.empty;
  const total = await db.one<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM products p WHERE p.is_featured AND p.online AND NOT p.heading ${filter}`);
  const items = await db.many<Product>(sql`
    SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM}
    WHERE p.is_featured AND p.online AND NOT p.heading ${filter}
    ORDER BY c.name, p.name, p.seq LIMIT ${PAGE_SIZE} OFFSET ${offsetOf(page)}`);
  return pageOf(items, total.n, page);
}
