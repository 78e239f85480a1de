import { z } from 'zod';
import { CONTENT_TYPE_LABELS, contentTypeSchema } from '../../domain/content-types';
import { companyPath } from '../../domain/company-id';
import { notFound } from '../../errors';
import { productPictures } from '../../services/item-pictures';
import { getProduct, productContent } from '../../services/products';
import type { Product } from '../../services/products';
import type { ProductPageProps } from '../../pages/product/product-page';
import type { LoaderContext, LoaderResult } from '../page-types';

export const productParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  contentType: contentTypeSchema.optional(),
});

/** schema.org Product data for a product's pages. */
export function productJsonLd(product: Product): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    brand: { '@type': 'Brand', name: product.tradename ?? product.companyName },
    manufacturer: { '@type': 'Organization', name: product.companyName },
    category: product.sectionTitle ?? undefined,
  };
}

/** /product/{id} and /product/{id}/{contentType}. */
export async function loadProduct(ctx: LoaderContext<z.infer<typeof productParams>>): Promise<LoaderResult<ProductPageProps>> {
  const product = await getProduct(ctx.db, ctx.params.id);
  if (!product || product.heading) throw notFound(`Unknown product: ${ctx.params.id}`);
  const contentType = ctx.params.contentType ?? null;
  const [all, shown, pictures] = await Promise.all([
    productContent(ctx.db, product.seq),
    contentType ? productContent(ctx.db, product.seq, contentType) : Promise.resolve(null),
    productPictures(ctx.db, [product]),
  ]);
  const counts: Record<string, number> = {};
  for (const item of all) counts[item.contentType] = (counts[item.contentType] ?? 0) + 1;
  const path = contentType ? `/product/${product.seq}/${contentType}` : `/product/${product.seq}`;
  const label = contentType ? `${CONTENT_TYPE_LABELS[contentType].plural}: ` : '';
  return {
    props: { product, items: shown ?? all, counts, contentType, companyUrl: companyPath(product.companyName, product.coid), picture: pictures.get(product.seq) ?? null },
    head: {
      title: `${label}${product.name} by ${product.companyName}`,
      description: product.description.slice(0, 300) || `${product.name} from ${product.companyName}.`,
      canonical: path,
      ogType: 'product',
      jsonLd: productJsonLd(product),
    },
  };
}
