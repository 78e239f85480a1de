import { CONTENT_TYPES, isContentType } from './content-types';

/**
 * The banner slots of `GET /api/banners/get-banner/{type}/{page}`: `top` (the general
 * banners), `bpc` (building-product-category pages) and every content type. A content type's
 * page is `top`, a division (`08`), a division and section (`08-081113`, `08081113`), or the name
 * of another page of that type (`search`, `products`); the other types take any page name.
 */
export const BANNER_TYPES = ['top', 'bpc', ...CONTENT_TYPES] as const;
type BannerType = (typeof BANNER_TYPES)[number];

/** A page name or a MasterFormat place: letters, digits and hyphens, at most 60. */
export const BANNER_PAGE = /^[a-z0-9-]{1,60}$/i;

const DIVISION_PLACE = /^(\d{2})(?:-?\d{6})?$/;

interface BannerSlot {
  placement?: string;
  contentType?: string;
  division?: string;
}

/** Which banners a slot draws from: a content type's own (narrowed to a division when the page names one), else the placement's. */
export function bannerSlot(type: BannerType, page: string): BannerSlot {
  if (!isContentType(type)) return { placement: type };
  const division = DIVISION_PLACE.exec(page)?.[1];
  return division ? { contentType: type, division } : { contentType: type };
}
