import { z } from 'zod';
import type { Db } from '../db/types';
import { notFound } from '../errors';
import type { Company } from '../services/companies';
import { getCompany } from '../services/companies';
import { competitors, similarProducts, similarQuery } from '../services/product-relations';
import { productPhotos } from '../services/product-photos';
import { getProduct } from '../services/products';
import { coidParam, endpoint, sizeQuery } from './endpoint';
import type { AreaRows } from './table/row';
import { areaTable } from './table/row';
import { competitorsOutput, productPhotosOutput, similarProductsOutput, similarQueryOutput } from './schemas/catalog';

const coidParams = z.object({ coid: coidParam });
const sizeOnly = z.object({ size: sizeQuery(20, 100) });

async function knownCompany(db: Db, coid: number): Promise<Company> {
  const company = await getCompany(db, coid);
  if (!company) throw notFound(`No manufacturer ${coid}`);
  return company;
}

/** Product photos and a manufacturer's market: competitors, similar products, a ready search query. */
export function productRelationsApi(db: Db): AreaRows {
  const table = areaTable();
  table.get(
    '/client-product-photo/by-product-id/:id',
    endpoint(
      db,
      { params: z.object({ id: z.coerce.number({ error: 'must be a product id' }).int().positive().max(2_147_483_647) }), summary: "Pictures of a client's product from its project galleries: uploaded photos, then the product's drawing for each project that used it; empty when there are none" },
      async ({ params, db }) => {
        const product = await getProduct(db, params.id);
        if (!product) throw notFound(`No product ${params.id}`);
        return { productSeq: product.seq, coid: product.coid, photos: await productPhotos(db, product) };
      },
    ), { output: productPhotosOutput },
  );
  table.get(
    '/products/manufacturer/:coid/competitors',
    endpoint(db, { params: coidParams, query: sizeOnly, summary: "Manufacturers sharing the company's CSI sections, most shared first" }, async ({ params, query, db }) => {
      const company = await knownCompany(db, params.coid);
      return { coid: company.coid, competitors: await competitors(db, company.coid, query.size) };
    }), { output: competitorsOutput },
  );
  table.get(
    '/products/manufacturer/:coid/similar',
    endpoint(db, { params: coidParams, query: sizeOnly, summary: "Other manufacturers' products in the company's CSI sections" }, async ({ params, query, db }) => {
      const company = await knownCompany(db, params.coid);
      return { coid: company.coid, products: await similarProducts(db, company.coid, query.size) };
    }), { output: similarProductsOutput },
  );
  table.get(
    '/products/manufacturer/:coid/similar-query',
    endpoint(db, { params: coidParams, summary: "A full-text query of the words that describe the company's products" }, async ({ params, db }) =>
      similarQuery(db, await knownCompany(db, params.coid)),
    ), { output: similarQueryOutput },
  );
  return table.rows;
}
