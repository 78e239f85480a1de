import { z } from 'zod';
import { companyPath } from '../../../domain/company-id';
import { FEATURED_SAMPLE_SIZE } from '../../../domain/random-sample';
import { notFound } from '../../../errors';
import { getCompany } from '../../../services/companies';
import { getDivision } from '../../../services/csi';
import { featuredProducts, getProduct, productContent } from '../../../services/products';
import type { FeaturedProductPageProps } from '../../../pages/browse/featured-product-page';
import type { LoaderContext, LoaderResult } from '../../page-types';
import { productJsonLd } from '../product';
import type { plainIdParams } from '../../../http/query-schemas';
import { endSentence } from '../../../domain/sentence';
import { productTitle } from '../../../domain/product-title';

/** /featured/{id}: a featured product with its manufacturer, documents and other featured products of its division. */
export async function loadFeaturedProduct(
  ctx: LoaderContext<z.infer<typeof plainIdParams>>,
): Promise<LoaderResult<FeaturedProductPageProps>> {
  const product = await getProduct(ctx.db, ctx.params.id);
  if (!product || product.heading || !product.isFeatured) throw notFound(`No featured product ${ctx.params.id}`);
  const [company, documents, others, division] = await Promise.all([
    getCompany(ctx.db, product.coid),
    productContent(ctx.db, product.seq),
    featuredProducts(ctx.db, ctx.memo, { division: product.division ?? undefined, excludeSeq: product.seq, size: FEATURED_SAMPLE_SIZE }),
    product.division ? getDivision(ctx.db, product.division) : Promise.resolve(null),
  ]);
  if (!company) throw notFound(`No manufacturer for product ${product.seq}`);
  const path = `/featured/${product.seq}`;
  return {
    props: { product, company, companyUrl: companyPath(company.name, company.coid), documents, others, division },
    head: {
      title: `Featured: ${productTitle(product)} by ${product.companyName}`,
      description: product.description.slice(0, 300) || `${productTitle(product)}, featured by ${endSentence(product.companyName)}`,
      canonical: path,
      ogType: 'product',
      jsonLd: productJsonLd(product),
    },
  };
}
