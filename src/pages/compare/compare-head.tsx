import { productTitle } from '../../domain/product-title';
import type { ComparedProduct } from '../../services/product-comparison';

/** The comparison's head: each product's title, and past two products a link that drops it (`removeHref`). */
export function CompareHead({ products, removeHref }: { products: readonly ComparedProduct[]; removeHref: (seq: number) => string }) {
  return (
    <thead>
      <tr>
        <td />
        {products.map((p) => (
          <th key={p.seq} scope="col">
            <a href={`/product/${p.seq}`}>{productTitle(p)}</a>
            {products.length > 2 && (
              <a className="compare-table__remove" href={removeHref(p.seq)}>
                Remove<span className="visually-hidden"> {productTitle(p)} from the comparison</span>
              </a>
            )}
          </th>
        ))}
      </tr>
    </thead>
  );
}
