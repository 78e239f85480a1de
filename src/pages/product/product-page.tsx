import { Breadcrumbs } from '../../components/breadcrumbs';
import { ContentList } from '../../components/content-list';
import { ProductHeader } from '../../components/product-header';
import { CONTENT_TYPE_LABELS, CONTENT_TYPES } from '../../domain/content-types';
import type { ContentType } from '../../domain/content-types';
import type { ContentCard } from '../../services/content-items';
import type { Product } from '../../services/products';

export interface ProductPageProps {
  product: Product;
  items: ContentCard[];
  counts: Record<string, number>;
  contentType: ContentType | null;
  companyUrl: string;
}

export function ProductPage({ product, items, counts, contentType, companyUrl }: ProductPageProps) {
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
      <ProductHeader product={product} companyUrl={companyUrl} />
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
        <>
          <h2 className="visually-hidden">Documents</h2>
          <ContentList items={items} showCompany={false} />
        </>
      )}
    </>
  );
}
