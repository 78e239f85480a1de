import { companyPath } from '../domain/company-id';

/** Where a content item is shown: products on their own page, everything else in its company's area. */
export function contentItemPath(item: {
  id: number;
  contentType: string;
  productSeq: number | null;
  companyName: string;
  coid: number;
}): string {
  if (item.contentType === 'product' && item.productSeq) return `/product/${item.productSeq}`;
  return `${companyPath(item.companyName, item.coid)}/${item.contentType}/${item.id}`;
}
