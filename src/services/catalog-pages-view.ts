import { createHash } from 'node:crypto';
import { renderCatalogPageSvg } from '../domain/catalog-page-svg';
import type { Catalog } from './catalogs';

interface CatalogPageImage {
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
