import { companyPath } from './company-id';

/** What a catalog viewer address is made of. */
interface CatalogRef {
  id: number;
  coid: number;
  companyName: string;
}

/** /company/{slug-coid}/catalog-viewer/{catalogId}: the viewer's page picker (?page=N) goes there. */
export function catalogViewerBase(catalog: CatalogRef): string {
  return `${companyPath(catalog.companyName, catalog.coid)}/catalog-viewer/${catalog.id}`;
}

/** /company/{slug-coid}/catalog-viewer/{catalogId}/{page}: a catalog page in the viewer. */
export function catalogViewerPath(catalog: CatalogRef, page: number): string {
  return `${catalogViewerBase(catalog)}/${page}`;
}
