import { FEATURED_SAMPLE_SIZE } from '../../domain/random-sample';
import { catalogFacts } from '../../services/catalog-facts';
import { contentLink } from '../../services/link-policy';
import { withAllowedLinks } from './page-banners';
import { featuredProducts } from '../../services/products';
import type { HomeProps } from '../../pages/home/home-page';
import type { LoaderContext, LoaderResult } from '../page-types';

/** Everything but the featured sample's rows is a fact of the data version: one query per uncached request. */
export async function loadHome(ctx: LoaderContext): Promise<LoaderResult<HomeProps>> {
  const facts = catalogFacts(ctx.memo, ctx.db);
  const [promo, banners, featured, latest, divisions] = await Promise.all([
    facts.runningPromo(),
    facts.topBanners(),
    featuredProducts(ctx.db, ctx.memo, { size: FEATURED_SAMPLE_SIZE }),
    facts.latestContent(8),
    facts.divisions('04'),
  ]);
  return {
    props: {
      // Links from data follow the navigation rule: this site or LINK_HOSTS.
      promo: promo && { ...promo, link: contentLink(promo.linkUrl, ctx.config) },
      banners: withAllowedLinks(banners, ctx.config),
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
