import type { ReactNode } from 'react';
import { PREVIEW_SIZE, type ItemPicture } from '../domain/preview-paths';
import type { Product } from '../services/products';
import { productTitle } from '../domain/product-title';
import { Picture } from './picture';

/**
 * A product's heading block: its title (name and trade name), manufacturer and CSI section links, description.
 * `eyebrow` goes above the name, `children` after the description.
 */
export function ProductHeader({ product, companyUrl, eyebrow, picture, children }: { product: Product; companyUrl: string; eyebrow?: string; picture?: ItemPicture | null; children?: ReactNode }) {
  return (
    <header className="product-header">
      {picture && (
        <a className="picture-frame product-picture" href={picture.src}>
          <Picture src={picture.src} alt={picture.alt} width={PREVIEW_SIZE.svg.width} height={PREVIEW_SIZE.svg.height} />
        </a>
      )}
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{productTitle(product)}</h1>
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
