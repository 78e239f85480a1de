import type { Product } from '../services/products';

/** Product cards; `hrefFor` chooses where each links (the product page by default). */
export function ProductList({ products, hrefFor = (p) => `/product/${p.seq}` }: { products: Product[]; hrefFor?: (p: Product) => string }) {
  return (
    <ul className="card-grid">
      {products.map((p) => (
        <li key={p.seq} className="product-card">
          <h3 className="product-card__title">
            <a href={hrefFor(p)}>{p.name}</a>
          </h3>
          {p.tradename && <p className="product-card__tradename">{p.tradename}</p>}
          <p className="product-card__company">{p.companyName}</p>
          {p.section && (
            <p className="product-card__section">
              {p.section} {p.sectionTitle}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
