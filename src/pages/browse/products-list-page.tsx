import { Breadcrumbs } from '../../components/breadcrumbs';
import { CompareForm } from '../../components/compare-form';
import { Pagination, withQuery } from '../../components/pagination';
import { ProductList } from '../../components/product-list';
import type { Page } from '../../services/pagination';
import type { Product } from '../../services/products';

export interface ProductsListProps {
  heading: string;
  intro: string;
  products: Page<Product>;
  path: string;
  /** The products are featured ones: cards lead to their /featured/{id} pages. */
  featured?: boolean;
}

export function ProductsListPage({ heading, intro, products, path, featured = false }: ProductsListProps) {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Products', href: '/content-type/product' }, { label: heading }]} />
      <h1>{heading}</h1>
      <p className="lead">{intro}</p>
      <p className="result-count">{products.total} products</p>
      {products.items.length === 0 ? (
        <p className="empty-state">No products are listed here yet.</p>
      ) : (
        <CompareForm back={path}>
          <ProductList products={products.items} hrefFor={featured ? (p) => `/featured/${p.seq}` : undefined} compare />
        </CompareForm>
      )}
      <Pagination page={products.page} pageCount={products.pageCount} hrefFor={(page) => withQuery(path, { page })} />
    </>
  );
}
