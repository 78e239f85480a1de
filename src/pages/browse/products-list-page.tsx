import { Breadcrumbs } from '../../components/breadcrumbs';
import { CompareTrayBar } from '../../components/compare-tray';
import { trayField, withTray } from '../../domain/compare-tray';
import { PageBanner } from '../../components/page-banner';
import type { Banner } from '../../services/banners';
import { Pagination, withQuery } from '../../components/pagination';
import { ProductList } from '../../components/product-list';
import type { ListingFacetsProps } from '../../components/listing-facets';
import { FacetedListing } from '../../components/listing-facets';
import { hasFacets, withFacets } from '../../domain/facets';
import type { Page } from '../../services/pagination';
import type { Product } from '../../services/products';
import { formatCount } from '../../domain/count-text';

export interface ProductsListProps {
  heading: string;
  intro: string;
  products: Page<Product>;
  path: string;
  /** The products are featured ones: cards lead to their /featured/{id} pages. */
  featured?: boolean;
  /** Manufacturer, CSI, date and sustainability facets (the lists by type and by section). */
  facets?: ListingFacetsProps;
  /** A section's products (a building-product category page): the banners sold for it. */
  banners?: Banner[];
  /** The compare tray (?compare=): each card adds or removes itself; the pages and the facets keep it. */
  tray: number[];
}

function Products({ products, path, featured = false, facets, tray }: Omit<ProductsListProps, 'heading' | 'intro' | 'banners'>) {
  const filtered = facets !== undefined && hasFacets(facets.filters);
  const listPath = withTray(facets ? withFacets(path, facets.filters) : path, tray);
  const compare = { ids: tray, here: withQuery(listPath, { page: products.page }) };
  return (
    <>
      <p className="result-count">{formatCount(products.total, 'product')}</p>
      <h2 className="visually-hidden">Products</h2>
      {products.items.length === 0 ? (
        filtered ? (
          <p className="empty-state">
            No product matches these filters. <a href={withTray(path, tray)}>Show every product</a>.
          </p>
        ) : (
          <p className="empty-state">No products are listed here yet.</p>
        )
      ) : (
        <>
          <CompareTrayBar tray={compare} />
          <ProductList products={products.items} hrefFor={featured ? (p) => `/featured/${p.seq}` : undefined} compare={compare} />
        </>
      )}
      <Pagination page={products.page} pageCount={products.pageCount} hrefFor={(page) => withQuery(listPath, { page })} />
    </>
  );
}

export function ProductsListPage({ heading, intro, banners = [], ...list }: ProductsListProps) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Products', href: '/content-type/product' }, { label: heading }]} />
      <h1>{heading}</h1>
      <p className="lead">{intro}</p>
      <PageBanner banners={banners} slot={list.path} />
      {list.facets ? (
        <FacetedListing facets={list.facets} keep={{ compare: trayField(list.tray) }}>
          <Products {...list} />
        </FacetedListing>
      ) : (
        <Products {...list} />
      )}
    </>
  );
}
