import { Router } from 'express';
import { z } from 'zod';
import { FEATURED_SAMPLE_SIZE } from '../domain/constants';
import type { CatalogMemo } from '../db/catalog-memo';
import type { Db } from '../db/types';
import { featuredProducts } from '../services/products';
import { coidParam, divisionParam, endpoint, sizeQuery } from './endpoint';

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

export function productsApi(db: Db, memo: CatalogMemo): Router {
  const router = Router();
  router.get(
    '/products/featured',
    endpoint(db, { query: featuredFilter }, async ({ query, db }) => ({ products: await featuredProducts(db, memo, query) })),
  );
  router.post(
    '/products/es/search',
    endpoint(db, { body: esSearchBody }, async ({ body, db }) => {
      const hits = await featuredProducts(db, memo, body);
      return { total: hits.length, hits };
    }),
  );
  return router;
}
