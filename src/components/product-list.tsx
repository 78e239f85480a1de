import type { Product } from '../services/products';

export function ProductList({ products }: { products: Product[] }) {
  return (
    <ul className="card-grid">
      {products.map((p) => (
        <li key={p.seq} className="product-card">
          <h3 className="product-card__title">
            <a href={`/product/${p.seq}`}>{p.name}</a>
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
