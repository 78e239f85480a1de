import type { Banner, BrowsePlace } from '../../services/banners';
import { catalogFacts } from '../../services/catalog-facts';
import { contentLink } from '../../services/link-policy';
import type { LoaderContext } from '../page-types';

/** Links from data follow the navigation rule (this site or LINK_HOSTS); a refused banner is shown without a link. */
export function withAllowedLinks(banners: readonly Banner[], config: LoaderContext['config']): Banner[] {
  return banners.map((banner) => ({ ...banner, linkUrl: contentLink(banner.linkUrl, config)?.href ?? '' }));
}

/** The banners sold for a division, section or category page, ready to draw. */
export async function browsePageBanners(ctx: Pick<LoaderContext<unknown>, 'memo' | 'db' | 'config'>, place: BrowsePlace): Promise<Banner[]> {
  return withAllowedLinks(await catalogFacts(ctx.memo, ctx.db).browseBanners(place), ctx.config);
}
