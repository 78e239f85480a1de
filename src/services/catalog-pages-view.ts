import { createHash } from 'node:crypto';
import { renderCatalogPageSvg } from '../domain/catalog-page-svg';
import { companyPath } from '../domain/company-id';
import type { Catalog } from './catalogs';

type CatalogRef = Pick<Catalog, 'id' | 'coid' | 'companyName'>;

/** /company/{slug-coid}/catalog-viewer/{catalogId}: the viewer's page picker (?page=N) goes there. */
export function catalogViewerBase(catalog: CatalogRef): string {
  return `${companyPath(catalog.companyName, catalog.coid)}/catalog-viewer/${catalog.id}`;
}

/** /company/{slug-coid}/catalog-viewer/{catalogId}/{page}: a catalog page in the viewer. */
export function catalogViewerPath(catalog: CatalogRef, page: number): string {
  return `${catalogViewerBase(catalog)}/${page}`;
}

export interface CatalogPageImage {
  svg: string;
  /** A digest of the image: part of its address, so the address can be cached forever. */
  version: string;
  /** /media/catalog-pages/{catalogId}/{page}.svg?v={version} */
  src: string;
}

/**
 * The image of one page. Its address carries a digest of the image, so a cache may keep it
 * for ever: changed text (or a changed drawing) gives a new address. Rendering is a string
 * build of a few kilobytes, cheap enough to do for the page that links to it.
 */
export function catalogPageImage(catalog: Pick<Catalog, 'id' | 'title' | 'companyName' | 'pageCount'>, page: number, text: string): CatalogPageImage {
  const svg = renderCatalogPageSvg({ companyName: catalog.companyName, catalogTitle: catalog.title, pageNumber: page, pageCount: catalog.pageCount, text });
  const version = createHash('sha256').update(svg).digest('hex').slice(0, 16);
  return { svg, version, src: `/media/catalog-pages/${catalog.id}/${page}.svg?v=${version}` };
}
