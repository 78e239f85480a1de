import { Breadcrumbs } from '../../components/breadcrumbs';
import { ContentList } from '../../components/content-list';
import { ProductHeader } from '../../components/product-header';
import { CONTENT_TYPE_LABELS, CONTENT_TYPES } from '../../domain/content-types';
import type { ContentType } from '../../domain/content-types';
import type { ItemPicture } from '../../domain/preview-paths';
import type { ContentCard } from '../../services/content-items';
import type { Product } from '../../services/products';

export interface ProductPageProps {
  product: Product;
  items: ContentCard[];
  counts: Record<string, number>;
  contentType: ContentType | null;
  companyUrl: string;
  /** The product's drawing (or model) preview, when it has one. */
  picture?: ItemPicture | null;
}

export function ProductPage({ product, items, counts, contentType, companyUrl, picture }: ProductPageProps) {
  const types = CONTENT_TYPES.filter((t) => counts[t]);
  return (
    <>
      <Breadcrumbs
        items={[
          { label: product.companyName, href: companyUrl },
          { label: product.name, href: `/product/${product.seq}` },
          ...(contentType ? [{ label: CONTENT_TYPE_LABELS[contentType].plural }] : []),
        ]}
      />
      <ProductHeader product={product} companyUrl={companyUrl} picture={picture} />
      <nav className="type-filter type-filter--inline" aria-label="Documents for this product">
        <ul>
          <li>
            <a href={`/product/${product.seq}`} aria-current={contentType === null ? 'page' : undefined}>
              All documents <span className="count">{Object.values(counts).reduce((a, b) => a + b, 0)}</span>
            </a>
          </li>
          {types.map((t) => (
            <li key={t}>
              <a href={`/product/${product.seq}/${t}`} aria-current={contentType === t ? 'page' : undefined}>
                {CONTENT_TYPE_LABELS[t].plural} <span className="count">{counts[t]}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 ? (
        <p className="empty-state">
          {contentType
            ? `No ${CONTENT_TYPE_LABELS[contentType].plural.toLowerCase()} for this product yet.`
            : 'No documents for this product yet.'}
        </p>
      ) : (
        <ContentList items={items} showCompany={false} />
      )}
    </>
  );
}
