import { companyPath } from '../domain/company-id';
import { productVocabulary, vocabularyQuery } from '../domain/product-vocabulary';
import { termsToSlug } from '../domain/slug';
import { sql } from '../db/sql';
import type { Queryable } from '../db/types';
import type { Company } from './companies';
import type { Product } from './products';
import { PRODUCT_COLUMNS, PRODUCT_FROM } from './products';

/** A manufacturer's market (GET /api/products/manufacturer/{coid}/competitors, /similar, /similar-query). */

interface Competitor {
  coid: number;
  name: string;
  path: string;
  isClient: boolean;
  /** CSI sections (MasterFormat 2004) both companies are listed under. */
  sharedSections: string[];
}

/** Other manufacturers listed under the company's CSI sections, most shared sections first, then clients, then by name. */
export async function competitors(db: Queryable, coid: number, limit: number): Promise<Competitor[]> {
  const rows = await db.many<{ coid: number; name: string; isClient: boolean; sharedSections: string[] }>(sql`
    SELECT c.coid, c.name, c.is_client AS "isClient", array_agg(other.section ORDER BY other.section) AS "sharedSections"
    FROM company_sections mine
    JOIN company_sections other ON other.mf = mine.mf AND other.section = mine.section AND other.coid <> mine.coid
    JOIN companies c ON c.coid = other.coid
    WHERE mine.coid = ${coid} AND mine.mf = '04'
    GROUP BY c.coid ORDER BY count(*) DESC, c.is_client DESC, c.name, c.coid LIMIT ${limit}`);
  return rows.map((r) => ({ ...r, path: companyPath(r.name, r.coid) }));
}

/** Online products (not headings) of other manufacturers in the company's CSI sections: clients first, then by section and name. */
export async function similarProducts(db: Queryable, coid: number, limit: number): Promise<Product[]> {
  return db.many<Product>(sql`
    SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM}
    WHERE p.online AND NOT p.heading AND p.coid <> ${coid}
      AND p.section IN (SELECT section FROM company_sections WHERE coid = ${coid} AND mf = '04')
    ORDER BY c.is_client DESC, p.section, p.name, p.seq LIMIT ${limit}`);
}

interface SimilarQuery {
  coid: number;
  /** The most frequent descriptive words of the company's product names. */
  words: string[];
  /** The words joined with "or", ready for full-text search (websearch syntax): any word matches. */
  query: string;
  /** The site's search page for that query, or null when the company has no products to describe. */
  searchPath: string | null;
}

/** A ready search query describing what the company makes, from its product and heading names. */
export async function similarQuery(db: Queryable, company: Company): Promise<SimilarQuery> {
  const rows = await db.many<{ name: string; tradename: string | null; heading: boolean }>(sql`
    SELECT name, tradename, heading FROM products WHERE coid = ${company.coid} AND online ORDER BY tree_order, seq`);
  const words = productVocabulary({
    names: rows.map((r) => r.name),
    headings: rows.filter((r) => r.heading).map((r) => r.name),
    companyName: company.name,
    tradenames: rows.flatMap((r) => (r.tradename ? [r.tradename] : [])),
  });
  const query = vocabularyQuery(words);
  return { coid: company.coid, words, query, searchPath: query ? `/search/${termsToSlug(query)}` : null };
}

