import { z } from 'zod';
import { CONTENT_TYPE_LABELS, contentTypeSchema } from '../../domain/content-types';
import { companyPath } from '../../domain/company-id';
import { notFound } from '../../errors';
import { catalogFacts } from '../../services/catalog-facts';
import { comparableTo } from '../../services/comparable-products';
import { pictureAmong } from '../../services/item-pictures';
import type { ContentCard } from '../../services/content-items';
import { projectChoices } from '../../services/personal/project-products';
import { favoriteSeqsFor } from '../../services/personal/favorites';
import { getProductPage } from '../../services/products';
import { watchSeqFor } from '../../services/watches/watches';
import type { ProductDetail } from '../../services/products';
import type { ProductPageProps } from '../../pages/product/product-page';
import type { LoaderContext, LoaderResult } from '../page-types';
import { endSentence } from '../../domain/sentence';
import { productTitle } from '../../domain/product-title';
import { schemaOrgUnit } from '../../domain/product-data/unit-codes';
import type { RecordProperty } from '../../services/product-data/record-view';

export const productParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  contentType: contentTypeSchema.optional(),
});

/** A record property as a schema.org PropertyValue: its canonical value, a range as min and max, and its unit. */
function propertyValue(p: RecordProperty): Record<string, unknown> {
  const value = typeof p.value === 'object' && !Array.isArray(p.value) ? { minValue: p.value.min, maxValue: p.value.max } : { value: p.value };
  return { '@type': 'PropertyValue', propertyID: p.id, name: p.name, ...value, ...schemaOrgUnit(p.unit) };
}

/** schema.org Product data for a product's pages, its record's properties as additional properties. */
export function productJsonLd(product: ProductDetail): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: productTitle(product),
    description: product.description,
    brand: { '@type': 'Brand', name: product.tradename ?? product.companyName },
    manufacturer: { '@type': 'Organization', name: product.companyName },
    category: product.sectionTitle ?? undefined,
    additionalProperty: product.properties.length ? product.properties.map(propertyValue) : undefined,
  };
}

/** For a signed-in user: which of the product and its documents are saved, and the projects it can be added to. */
async function personalParts(ctx: LoaderContext<unknown>, productSeq: number, cards: ContentCard[]) {
  if (!ctx.user) return {};
  const [favorites, projects, watchSeq] = await Promise.all([
    favoriteSeqsFor(ctx.db, ctx.user.seq, cards),
    projectChoices(ctx.db, ctx.user.seq),
    watchSeqFor(ctx.db, ctx.user.seq, 'product', productSeq),
  ]);
  return { favorites, projects, watchSeq };
}

/** /product/{id} and /product/{id}/{contentType}: the product's data sheet and its documents. */
export async function loadProduct(ctx: LoaderContext<z.infer<typeof productParams>>): Promise<LoaderResult<ProductPageProps>> {
  const page = await getProductPage(ctx.db, ctx.params.id);
  if (!page || page.product.heading) throw notFound(`Unknown product: ${ctx.params.id}`);
  const { product, own, documents } = page;
  const contentType = ctx.params.contentType ?? null;
  const sectionComparables = product.section ? await catalogFacts(ctx.memo, ctx.db).sectionComparables(product.section) : [];
  const comparable = comparableTo(sectionComparables, product.coid);
  const counts: Record<string, number> = {};
  for (const item of documents) counts[item.contentType] = (counts[item.contentType] ?? 0) + 1;
  const path = contentType ? `/product/${product.seq}/${contentType}` : `/product/${product.seq}`;
  const label = contentType ? `${CONTENT_TYPE_LABELS[contentType].plural}: ` : '';
  return {
    props: {
      product,
      items: contentType ? documents.filter((d) => d.contentType === contentType) : documents,
      counts,
      contentType,
      companyUrl: companyPath(product.companyName, product.coid),
      own,
      fileCount: documents.filter((d) => d.downloadUrl !== null).length,
      comparable,
      picture: pictureAmong(documents, productTitle(product)),
      ...(await personalParts(ctx, product.seq, own ? [own, ...documents] : documents)),
    },
    head: {
      title: `${label}${productTitle(product)} by ${product.companyName}`,
      description: product.description.slice(0, 300) || `${productTitle(product)} from ${endSentence(product.companyName)}`,
      canonical: path,
      ogType: 'product',
      jsonLd: productJsonLd(product),
    },
  };
}
