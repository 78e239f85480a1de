import type { Product } from '../services/products';
import { productTitle } from '../domain/product-title';
import type { CompareTray } from './compare-tray';
import { CompareToggle } from './compare-tray';

/** Product cards; `hrefFor` chooses where each links (the product page by default); `compare`: the listing's tray, each card's add or remove link. */
export function ProductList({
  products,
  hrefFor = (p) => `/product/${p.seq}`,
  compare,
}: {
  products: Product[];
  hrefFor?: (p: Product) => string;
  compare?: CompareTray;
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
          {compare && <CompareToggle seq={p.seq} title={productTitle(p)} tray={compare} />}
        </li>
      ))}
    </ul>
  );
}
