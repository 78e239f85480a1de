import type { Product } from '../services/products';
import { productTitle } from '../domain/product-title';
import { CompareCheckbox } from './compare-form';

/** Product cards; `hrefFor` chooses where each links (the product page by default); `compare` adds compare checkboxes (inside a CompareForm). */
export function ProductList({
  products,
  hrefFor = (p) => `/product/${p.seq}`,
  compare = false,
}: {
  products: Product[];
  hrefFor?: (p: Product) => string;
  compare?: boolean;
}) {
  return (
    <ul className="card-grid">
      {products.map((p) => (
        <li key={p.seq} className="product-card">
          <h3 className="product-card__title">
            <a href={hrefFor(p)}>{productTitle(p)}</a>
          </h3>
          <p className="product-card__company">{p.companyName}</p>
          {p.section && (
            <p className="product-card__section">
              {p.section} {p.sectionTitle}
            </p>
          )}
          {compare && <CompareCheckbox seq={p.seq} name={productTitle(p)} />}
        </li>
      ))}
    </ul>
  );
}
