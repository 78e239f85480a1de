import { z } from 'zod';
import { notFound } from '../../errors';
import { getDivision } from '../../services/csi';
import { listFeaturedProducts } from '../../services/products';
import type { ProductsListProps } from '../../pages/browse/products-list-page';
import type { LoaderContext, LoaderResult } from '../page-types';
import { requestedPage, requireExistingPage } from '../../http/query-schemas';
import { requestTray } from './compare-tray';

export const featuredParams = z.object({ division: z.string().regex(/^\d{2}$/).optional() });

/** /featured/products and /featured/products/{division}: products their manufacturers feature. */
export async function loadFeaturedProducts(
  ctx: LoaderContext<z.infer<typeof featuredParams>>,
): Promise<LoaderResult<ProductsListProps>> {
  const division = ctx.params.division ? await getDivision(ctx.db, ctx.params.division) : null;
  if (ctx.params.division && !division) throw notFound(`Unknown division: ${ctx.params.division}`);
  const page = requestedPage(ctx.query);
  const tray = await requestTray(ctx);
  const products = await listFeaturedProducts(ctx.db, division?.division, page);
  requireExistingPage(page, products.pageCount);
  const path = division ? `/featured/products/${division.division}` : '/featured/products';
  const heading = division ? `Featured products: ${division.division} ${division.title}` : 'Featured products';
  return {
    props: {
      heading,
      intro: 'Products their manufacturers have chosen to feature, with drawings, models and specifications ready to download.',
      products,
      path,
      featured: true,
      tray,
    },
    head: { title: heading, description: `${heading} from building product manufacturers.`, canonical: path },
  };
}
