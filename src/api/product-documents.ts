import { z } from 'zod';
import type { Db } from '../db/types';
import { documentsByIds, documentsForProducts, MAX_LOOKUP_IDS, PRODUCT_DOCUMENT_TYPES } from '../services/product-documents';
import { endpoint } from './endpoint';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { cardItemsOutput } from './schemas/catalog';

/** "12,7,12" → [12, 7]: at most MAX_LOOKUP_IDS positive numbers, duplicates dropped. */
const idListParam = z
  .string()
  .regex(new RegExp(`^\\d{1,9}(?:,\\d{1,9}){0,${MAX_LOOKUP_IDS - 1}}$`), `must be 1 to ${MAX_LOOKUP_IDS} comma-separated ids`)
  .transform((ids) => [...new Set(ids.split(',').map(Number))]);

/**
 * GET /api/{certificate|datasheet|webinar}/by-product-ids/{ids} and /es-ids/{ids}: one set of
 * routes per type from one table. Unknown ids are skipped, as in the generic by-ids calls.
 * ("es-ids" is not "es", so the content-type catch-all /{type}/es/{id} never sees these paths.)
 */
export function productDocumentsApi(db: Db): AreaRows {
  const table = areaTable();
  for (const type of PRODUCT_DOCUMENT_TYPES) {
    table.get(
      `/${type}/by-product-ids/:ids`,
      endpoint(db, { params: z.object({ ids: idListParam }), summary: `Online ${type} items of the products, in the order asked`, output: cardItemsOutput }, async ({ params, db }) => ({
        items: await documentsForProducts(db, type, params.ids),
      })),
    );
    table.get(
      `/${type}/es-ids/:ids`,
      endpoint(db, { params: z.object({ ids: idListParam }), summary: `Online ${type} items by content id, in the order asked`, output: cardItemsOutput }, async ({ params, db }) => ({
        items: await documentsByIds(db, type, params.ids),
      })),
    );
  }
  return table.rows;
}
