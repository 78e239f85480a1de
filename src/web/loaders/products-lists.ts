import { z } from 'zod';
import { CONTENT_TYPE_LABELS, contentTypeSchema } from '../../domain/content-types';
import { normalizeSection } from '../../domain/csi';
import { notFound } from '../../errors';
import { getSection } from '../../services/csi';
import { productsInSection, productsWithContentType } from '../../services/products';
import type { ProductsListProps } from '../../pages/browse/products-list-page';
import type { LoaderContext, LoaderResult } from '../page-types';
import { requestedPage, requireExistingPage } from '../../http/query-schemas';

export const productsByTypeParams = z.object({ type: contentTypeSchema });
export const productsByCsiParams = z.object({ csi: z.string().regex(/^\d{6}$|^\d{2} \d{2} \d{2}$/) });

/** /products/{type}: products that have documents of one content type. */
export async function loadProductsByType(
  ctx: LoaderContext<z.infer<typeof productsByTypeParams>>,
): Promise<LoaderResult<ProductsListProps>> {
  const page = requestedPage(ctx.query);
  const label = CONTENT_TYPE_LABELS[ctx.params.type];
  const products = await productsWithContentType(ctx.db, ctx.params.type, page);
  requireExistingPage(page, products.pageCount);
  const path = `/products/${ctx.params.type}`;
  return {
    props: { heading: `Products with ${label.plural.toLowerCase()}`, intro: label.description, products, path },
    head: {
      title: `Products with ${label.plural.toLowerCase()}`,
      description: `Building products whose manufacturers publish ${label.plural.toLowerCase()}.`,
      canonical: path,
    },
  };
}

/** /products/by-csi/{csi}: products classified under one MasterFormat section ("081113" or "08 11 13"). */
export async function loadProductsByCsi(
  ctx: LoaderContext<z.infer<typeof productsByCsiParams>>,
): Promise<LoaderResult<ProductsListProps>> {
  const number = normalizeSection(ctx.params.csi);
  const section = number ? await getSection(ctx.db, number) : null;
  if (!section) throw notFound(`Unknown CSI section: ${ctx.params.csi}`);
  const page = requestedPage(ctx.query);
  const products = await productsInSection(ctx.db, section.section, page);
  requireExistingPage(page, products.pageCount);
  const path = `/products/by-csi/${section.section.replace(/ /g, '')}`;
  return {
    props: {
      heading: `${section.section} ${section.title}`,
      intro: `Products listed under MasterFormat section ${section.section}, ${section.title}.`,
      products,
      path,
    },
    head: {
      title: `${section.section} ${section.title} products`,
      description: `Manufacturers' products for CSI MasterFormat section ${section.section} ${section.title}.`,
      canonical: path,
    },
  };
}
