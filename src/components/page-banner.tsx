import { Island } from '../islands/island';
import type { Banner } from '../services/banners';
import { BannerAside } from './banner';

/**
 * The banner slot of a page. One banner needs no script: the server draws it. Several rotate per
 * visitor (each shown once before any repeats), which only the browser can do: then the slot is the island.
 */
export function PageBanner({ banners, slot }: { banners: Banner[]; slot: string }) {
  if (banners.length === 0) return null;
  if (banners.length === 1) return <BannerAside banner={banners[0]} />;
  return <Island name="banner-slot" props={{ banners, slot }} hydrate="idle" />;
}
