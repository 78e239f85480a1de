import { companyPath, companySlugId } from '../domain/company-id';
import { generatedFormat } from './files';

/** A product's page (products online and not family headings have one). */
export function productPath(seq: number): string {
  return `/product/${seq}`;
}

/** Where a content item is shown: products on their own page, everything else in its company's area. */
export function contentItemPath(item: {
  id: number;
  contentType: string;
  productSeq: number | null;
  companyName: string;
  coid: number;
}): string {
  if (item.contentType === 'product' && item.productSeq) return productPath(item.productSeq);
  return `${companyPath(item.companyName, item.coid)}/${item.contentType}/${item.id}`;
}

/** Where an item's file is downloaded (/downloads/{company}/{contentType}/{qstr}/{productId}), or null without one. */
export function downloadPath(item: {
  contentType: string;
  filename: string | null;
  productSeq: number | null;
  companyName: string;
  coid: number;
}): string | null {
  if (!item.filename || generatedFormat(item.contentType) === null) return null;
  const base = `/downloads/${companySlugId(item.companyName, item.coid)}/${item.contentType}/${encodeURIComponent(item.filename)}`;
  return item.productSeq ? `${base}/${item.productSeq}` : base;
}
