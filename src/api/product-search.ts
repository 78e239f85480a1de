import { z } from 'zod';
import type { Db } from '../db/types';
import { productSearch } from '../services/product-subtree';
import { endpoint } from './endpoint';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { productDocumentsOutput } from './schemas/catalog';

const productParams = z.object({
  productId: z.string().regex(/^[1-9]\d{0,9}$/, 'must be a product id').transform(Number).pipe(z.number().max(2_147_483_647, 'must be a product id')),
});
const treeQuery = z.object({
  tree: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false').transform((v) => v === 'true'),
});

/**
 * GET /api/search/product/{productId}?tree=true|false. Mounted before the
 * search router, whose /search/{terms}/{contentType} would read "product" as search words.
 */
export function productSearchApi(db: Db): AreaRows {
  const table = areaTable();
  table.get(
    '/search/product/:productId',
    endpoint(
      db,
      {
        params: productParams,
        query: treeQuery,
        summary: "A product with its documents (tree=false, the default) or with its whole product subtree (tree=true)",
        errors: [404],
      },
      ({ params, query, db }) => productSearch(db, params.productId, query.tree),
    ), { output: productDocumentsOutput },
  );
  return table.rows;
}
