import { FEATURED_SAMPLE_SIZE } from '../../domain/constants';
import { bannersFor } from '../../services/banners';
import { latestContent } from '../../services/content-items';
import { listDivisions } from '../../services/csi';
import { activeHomepagePromo } from '../../services/homepage-promo';
import { contentLink } from '../../services/link-policy';
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
    props: {
      // Links from data follow the navigation rule: this site or LINK_HOSTS; a refused banner is shown without a link.
      promo: promo && { ...promo, link: contentLink(promo.linkUrl, ctx.config) },
      banners: banners.map((banner) => ({ ...banner, linkUrl: contentLink(banner.linkUrl, ctx.config)?.href ?? '' })),
      featured,
      latest,
      divisions,
    },
    head: {
      title: 'Building products, CAD, BIM and specifications',
      description:
        'Find building products and manufacturers, download CAD drawings and BIM objects, and read CSI specifications organised by MasterFormat division.',
      canonical: '/',
      amphtml: '/amp',
    },
  };
}
