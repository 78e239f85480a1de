import path from 'node:path';
import { connect } from '../../src/db/connect';
import { migrate } from '../../src/db/migrate';
import { sql } from '../../src/db/sql';
import type { Db } from '../../src/db/types';
import { companyPath } from '../../src/domain/company-id';
import { DECLARATION_KINDS } from '../../src/domain/declarations';
import { FACET_VALUE_CAPS, GWP_BANDS, UPDATED_BANDS } from '../../src/domain/facets';
import { PROPERTY_FACET_FACTS, PROPERTY_FACETS } from '../../src/domain/property-facets';
import { rebuildSearchIndex } from '../../src/services/search-index';
import { isCatalogEmpty, seedCatalog } from '../seed/index';

/** One example path of every uncached page type the bench measures. */
export type PagePaths = Record<
  'home' | 'search' | 'search with facets' | 'search with property facets' | 'company' | 'product' | 'content type' | 'specification' | typeof COSTLIEST,
  string
>;

/** The row of the costliest anonymous request the bench knows (named in the report). */
export const COSTLIEST = 'costliest anonymous: filtered products';

/** Where a catalog lives: the embedded database's data directory, or a PostgreSQL server. */
export interface CatalogPlace {
  dataDir: string;
  databaseUrl?: string;
}

export function embeddedPlace(products: number): CatalogPlace {
  return { dataDir: path.resolve('data', `bench-${products}`) };
}

async function seedOnce(db: Db, products: number): Promise<void> {
  if (await isCatalogEmpty(db)) {
    console.log(`seeding ${products} products (once)…`);
    const s = await seedCatalog(db, { products, demoAccounts: true, log: (l) => console.log(l) });
    console.log(`seeded in ${(s.ms / 1000).toFixed(1)} s`);
  } else if (!(await db.maybeOne(sql`SELECT 1 FROM search_top LIMIT 1`))) {
    console.log('building the search summaries of an older catalog…');
    await rebuildSearchIndex(db);
  } else {
    // A catalog seeded by an older version: settle it as a fresh seed would (statistics, visibility map).
    await db.exec('VACUUM ANALYZE');
  }
}

/** Seeds the catalog where it is missing and answers the pages to measure: the busiest company, a common word. */
export async function prepareCatalog(place: CatalogPlace, products: number): Promise<PagePaths> {
  const db = await connect(place);
  try {
    await migrate(db);
    await seedOnce(db, products);
    const c = await db.one<{ name: string; coid: number }>(sql`
      SELECT c.name, c.coid FROM companies c JOIN content_items ci ON ci.coid = c.coid
      GROUP BY c.coid ORDER BY count(*) DESC LIMIT 1`);
    const w = await db.one<{ word: string }>(sql`SELECT word FROM search_words ORDER BY ndoc DESC OFFSET 5 LIMIT 1`);
    // Two facets applied to a common word's search that list items: of the 50 commonest words, the one whose search
    // lists (its precomputed window of the best-ranked items) hold the most items of one division and file format.
    const d = await db.one<{ word: string; division: string; format: string }>(sql`
      SELECT sw.word, ci.division, ci.file_format AS format
      FROM (SELECT word FROM search_words ORDER BY ndoc DESC, word LIMIT 50) sw
      JOIN search_top st ON st.content_type = 'all' AND st.lexeme = substring(querytree(websearch_to_tsquery('english', sw.word)) FROM '^''([^'']+)''$')
      CROSS JOIN unnest(st.ids) u(id) JOIN content_items ci ON ci.id = u.id
      WHERE ci.division IS NOT NULL AND ci.file_format IS NOT NULL
      GROUP BY sw.word, ci.division, ci.file_format ORDER BY count(*) DESC, sw.word, ci.division, ci.file_format LIMIT 1`);
    const p = await db.one<{ seq: number }>(sql`
      SELECT p.seq FROM products p WHERE p.online AND NOT p.heading
        AND EXISTS (SELECT 1 FROM content_items ci WHERE ci.product_seq = p.seq AND ci.online)
      ORDER BY p.seq LIMIT 1`);
    const s = await db.one<{ id: number; coid: number }>(sql`
      SELECT d.content_id AS id, ci.coid FROM spec_documents d JOIN content_items ci ON ci.id = d.content_id
      WHERE ci.online ORDER BY d.content_id LIMIT 1`);
    return {
      home: '/',
      search: `/search/${w.word}`,
      'search with facets': `/search/${d.word}?division=${d.division}&format=${d.format}`,
      // Issue 23: a rating in the words (a wish on the record) and two property facets counted over the window.
      'search with property facets': `/search/${encodeURIComponent('1 hour fire rated hollow metal door')}?fire-rating=60&stc=35`,
      company: companyPath(c.name, c.coid),
      product: `/product/${p.seq}`,
      'content type': '/content-type/cad/08',
      specification: `/specification/${s.coid}/${s.id}`,
      [COSTLIEST]: await costliestAnonymousPath(db),
    };
  } finally {
    await db.close();
  }
}

/**
 * The costliest anonymous request we know: the products with data sheets filtered by as many values of every facet
 * they offer as the caps allow (src/domain/facets.ts), the commonest first so each value narrows real rows. Filtered
 * pages are never cached, and each value adds to the counting statement.
 */
async function costliestAnonymousPath(db: Db): Promise<string> {
  const commonest = async (column: 'coid' | 'division' | 'section', cap: number) =>
    (
      await db.many<{ value: string }>(sql`
        SELECT ci.${sql.raw(column)}::text AS value FROM content_items ci
        WHERE ci.content_type = 'product' AND ci.online AND ci.${sql.raw(column)} IS NOT NULL
          AND ci.product_seq IN (SELECT product_seq FROM content_items WHERE content_type = 'datasheet' AND online)
        GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT ${cap}`)
    ).map((row) => row.value);
  const values: [string, readonly string[]][] = [
    ['manufacturer', await commonest('coid', FACET_VALUE_CAPS.manufacturer)],
    ['division', await commonest('division', FACET_VALUE_CAPS.division)],
    ['section', await commonest('section', FACET_VALUE_CAPS.section)],
    ['updated', UPDATED_BANDS],
    ['declaration', DECLARATION_KINDS],
    // Every band of one declared unit with the most bands: the cap (bands are chosen within one unit).
    ['gwp', Object.keys(GWP_BANDS).filter((band) => GWP_BANDS[band].unit === 'door-leaf').slice(0, FACET_VALUE_CAPS.gwp)],
    ...PROPERTY_FACETS.map((facet) => [facet, PROPERTY_FACET_FACTS[facet].thresholds] as [string, readonly string[]]),
  ];
  const query = new URLSearchParams(values.flatMap(([facet, list]) => list.map((value) => [facet, value])));
  return `/products/datasheet?${query}`;
}
