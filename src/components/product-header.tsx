import type { ReactNode } from 'react';
import type { Product } from '../services/products';

/**
 * A product's heading block: name, tradename, manufacturer and CSI section links, description.
 * `eyebrow` goes above the name, `children` after the description.
 */
export function ProductHeader({ product, companyUrl, eyebrow, children }: { product: Product; companyUrl: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <header className="product-header">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{product.name}</h1>
      {product.tradename && <p className="product-header__tradename">{product.tradename}</p>}
      <p>
        by <a href={companyUrl}>{product.companyName}</a>
        {product.section && (
          <>
            {' · '}
            <a href={`/products/by-csi/${product.section.replace(/ /g, '')}`}>
              Section {product.section} {product.sectionTitle}
            </a>
          </>
        )}
      </p>
      <p className="product-header__lead">{product.description}</p>
      {children}
    </header>
  );
}
