import { sql } from '../db/sql';
import type { SqlQuery } from '../db/sql';
import type { Queryable } from '../db/types';
import type { FacetFilters } from '../domain/facets';

import { todayUtc } from './declarations';
import type { ListingScope } from './listing-facets';
import { inListing } from './listing-facets';
import type { Page } from './pagination';
import { offsetOf, pageOf, PAGE_SIZE } from './pagination';
import type { Product } from './products';
import { PRODUCT_COLUMNS, PRODUCT_FROM } from './products';

/**
 * The product lists (/products/{type}, /products/by-csi/{csi}) with their facets. A product is faceted by its own
 * catalog item (content type "product": the same manufacturer, section and date, and its product's declarations).
 */

/** The catalog items of the products `products` selects (a SELECT of seqs): a product list's facet scope. */
function productScope(key: string, products: SqlQuery, wide?: true): ListingScope {
  return {
    key,
    wide,
    ids: sql`SELECT ci.id FROM content_items ci WHERE ci.content_type = 'product' AND ci.online AND ci.product_seq IN (${products})`,
  };
}

/** Products that have online documents of one content type. */
export function productsWithTypeScope(contentType: string): ListingScope {
  return productScope(`products:type:${contentType}`, productsWithType(contentType), true);
}

const productsWithType = (contentType: string) =>
  sql`SELECT product_seq FROM content_items WHERE content_type = ${contentType} AND online AND product_seq IS NOT NULL`;

/** Every online product's own catalog item: the scope whose facet rows the product lists of a type share. */
export const ALL_PRODUCT_ITEMS = sql`SELECT ci.id FROM content_items ci WHERE ci.content_type = 'product' AND ci.online AND ci.product_seq IS NOT NULL`;

/** The catalog items of the products that have online documents of one content type. */
export async function productItemsWithType(db: Queryable, contentType: string): Promise<Set<number>> {
  const rows = await db.many<{ id: number }>(productScope('', productsWithType(contentType)).ids);
  return new Set(rows.map((row) => row.id));
}

/** Products classified under one section. */
export function productsInSectionScope(section: string): ListingScope {
  return productScope(`products:section:${section}`, sql`SELECT seq FROM products WHERE section = ${section} AND online AND NOT heading`);
}

/** A product list's orders; the seq breaks ties. */
const PRODUCT_ORDERS = {
  name: sql`p.name`,
  'clients-first': sql`c.is_client DESC, p.name`,
} as const;

export type ProductOrder = keyof typeof PRODUCT_ORDERS;

interface ProductPageOptions {
  page: number;
  order: ProductOrder;
  filters?: FacetFilters;
  today?: string;
}

/** A page of the scope's online products (not headings) that the facet filters keep. */
export async function productListPage(db: Queryable, scope: ListingScope, options: ProductPageOptions): Promise<Page<Product>> {
  const { filters = {}, today = todayUtc() } = options;
  return pageOfKept(db, sql`SELECT x.product_seq FROM content_items x WHERE ${inListing(sql`x.id`, scope, filters, today)}`, options);
}

/** A page of the online products (not headings) of these catalog items (chosen in memory from the listing's facet rows). */
export function productListPageOfItems(db: Queryable, itemIds: readonly number[], options: Omit<ProductPageOptions, 'filters' | 'today'>): Promise<Page<Product>> {
  return pageOfKept(db, sql`SELECT x.product_seq FROM content_items x WHERE x.id IN (SELECT unnest(${itemIds}::int[]))`, options);
}

async function pageOfKept(db: Queryable, productSeqs: SqlQuery, { page, order }: { page: number; order: ProductOrder }): Promise<Page<Product>> {
  const kept = sql`p.online AND NOT p.heading AND p.seq IN (${productSeqs})`;
  const rows = await db.many<Product & { full_count: number }>(sql`
    SELECT ${PRODUCT_COLUMNS}, count(*) OVER ()::int AS full_count FROM ${PRODUCT_FROM}
    WHERE ${kept} ORDER BY ${PRODUCT_ORDERS[order]}, p.seq LIMIT ${PAGE_SIZE} OFFSET ${offsetOf(page)}`);
  const products = rows.map(({ full_count: _fullCount, ...product }) => product);
  return pageOf(products, rows[0]?.full_count ?? 0, page);
}
