import { companyPath } from '../domain/company-id';
import type { ComparableProduct } from '../services/comparable-products';

/** "Comparable products": one product per "or approved equal" manufacturer in the same section. */
export function ComparableProducts({ products, sectionLabel }: { products: readonly ComparableProduct[]; sectionLabel: string }) {
  if (products.length === 0) return null;
  return (
    <section className="comparable-products" aria-labelledby="comparable-title">
      <h2 id="comparable-title">Comparable products</h2>
      <p className="comparable-products__lead">From other manufacturers in {sectionLabel}.</p>
      <ul className="comparable-products__list">
        {products.map((p) => (
          <li key={p.seq} className="comparable-products__item">
            <a href={`/product/${p.seq}`}>{p.name}</a>
            <span>
              by <a href={companyPath(p.companyName, p.coid)}>{p.companyName}</a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
