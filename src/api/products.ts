import { z } from 'zod';
import { FEATURED_SAMPLE_SIZE } from '../domain/random-sample';
import type { CatalogMemo } from '../db/catalog-memo';
import type { Db } from '../db/types';
import { featuredProducts } from '../services/products';
import { coidParam, divisionParam, endpoint, sizeQuery } from './endpoint';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { featuredHitsOutput, featuredProductsOutput } from './schemas/catalog';

const featuredFilter = z.object({
  coid: coidParam.optional(),
  division: divisionParam.optional(),
  size: sizeQuery(FEATURED_SAMPLE_SIZE),
});

/** Body of POST /api/products/es/search: a random-score sample of featured products. */
const esSearchBody = z
  .object({
    size: z.number().int().min(1).max(50).default(FEATURED_SAMPLE_SIZE),
    coid: z.number().int().min(10000).max(99999).optional(),
    division: divisionParam.optional(),
  })
  .strict();

export function productsApi(db: Db, memo: CatalogMemo): AreaRows {
  const table = areaTable();
  table.get(
    '/products/featured',
    endpoint(db, { query: featuredFilter }, async ({ query, db }) => ({ products: await featuredProducts(db, memo, query) })), { output: featuredProductsOutput },
  );
  table.post(
    '/products/es/search',
    endpoint(db, { body: esSearchBody }, async ({ body, db }) => {
      const hits = await featuredProducts(db, memo, body);
      return { total: hits.length, hits };
    }), { output: featuredHitsOutput },
  );
  return table.rows;
}
