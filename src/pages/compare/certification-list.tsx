import { typeLabel } from '../../components/content-list';
import type { ComparedProduct } from '../../services/product-comparison';

/** A compared product's certificates and declarations, each linked with its type; "None listed" when it has none. */
export function CertificationList({ product }: { product: ComparedProduct }) {
  if (product.certifications.length === 0) return <span className="compare-table__none">None listed</span>;
  return (
    <ul className="compare-table__list">
      {product.certifications.map((c) => (
        <li key={c.id}>
          <a href={c.url}>{c.title}</a> <span className={`badge badge--${c.contentType}`}>{typeLabel(c.contentType)}</span>
        </li>
      ))}
    </ul>
  );
}
