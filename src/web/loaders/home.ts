import { FEATURED_SAMPLE_SIZE } from '../../domain/constants';
import { bannersFor } from '../../services/banners';
import { latestContent } from '../../services/content-items';
import { listDivisions } from '../../services/csi';
import { activeHomepagePromo } from '../../services/homepage-promo';
import { featuredProducts } from '../../services/products';
import type { HomeProps } from '../../pages/home/home-page';
import type { LoaderContext, LoaderResult } from '../page-types';

export async function loadHome(ctx: LoaderContext): Promise<LoaderResult<HomeProps>> {
  const [promo, banners, featured, latest, divisions] = await Promise.all([
    activeHomepagePromo(ctx.db),
    bannersFor(ctx.db, { placement: 'top' }),
    featuredProducts(ctx.db, { size: FEATURED_SAMPLE_SIZE }),
    latestContent(ctx.db, 8),
    listDivisions(ctx.db, '04'),
  ]);
  return {
    props: { promo, banners, featured, latest, divisions },
    head: {
      title: 'Building products, CAD, BIM and specifications',
      description:
        'Find building products and manufacturers, download CAD drawings and BIM objects, and read CSI specifications organised by MasterFormat division.',
      canonical: '/',
      amphtml: '/amp',
    },
  };
}
