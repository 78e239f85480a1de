import { Breadcrumbs } from '../../components/breadcrumbs';
import { ComparableProducts } from '../../components/comparable-products';
import { ContentList } from '../../components/content-list';
import { DataSheetTable } from '../../components/data-sheet-table';
import { ProductActions } from '../../components/product-actions';
import type { ProjectChoice } from '../../components/add-to-project';
import { ProductHeader } from '../../components/product-header';
import { CONTENT_TYPE_LABELS, CONTENT_TYPES } from '../../domain/content-types';
import type { ContentType } from '../../domain/content-types';
import type { ItemPicture } from '../../domain/preview-paths';
import type { ComparableProduct } from '../../services/comparable-products';
import type { ContentCard } from '../../services/content-items';
import type { ProductDetail } from '../../services/products';

export interface ProductPageProps {
  product: ProductDetail;
  /** The documents shown: all of them, or those of `contentType`. */
  items: ContentCard[];
  counts: Record<string, number>;
  contentType: ContentType | null;
  companyUrl: string;
  own: ContentCard | null;
  fileCount: number;
  comparable: ComparableProduct[];
  favorites?: Record<string, number>;
  projects?: ProjectChoice[];
  watchSeq?: number | null;
  /** The product's drawing (or model, or cover) preview, when it has one. */
  picture?: ItemPicture | null;
}

/** Documents under one heading per content type, in the catalog's type order. */
function GroupedDocuments({ items, favorites }: { items: ContentCard[]; favorites?: Record<string, number> }) {
  return (
    <>
      {CONTENT_TYPES.filter((t) => items.some((i) => i.contentType === t)).map((t) => (
        <section key={t} className="product-documents" aria-labelledby={`documents-${t}`}>
          <h3 id={`documents-${t}`}>{CONTENT_TYPE_LABELS[t].plural}</h3>
          <ContentList items={items.filter((i) => i.contentType === t)} showCompany={false} favorites={favorites} />
        </section>
      ))}
    </>
  );
}

export function ProductPage({ product, items, counts, contentType, companyUrl, own, fileCount, comparable, favorites, projects, watchSeq, picture }: ProductPageProps) {
  const types = CONTENT_TYPES.filter((t) => counts[t]);
  const sectionLabel = product.section ? `section ${product.section}${product.sectionTitle ? ` ${product.sectionTitle}` : ''}` : '';
  return (
    <>
      <Breadcrumbs
        items={[
          { label: product.companyName, href: companyUrl },
          { label: product.name, href: `/product/${product.seq}` },
          ...(contentType ? [{ label: CONTENT_TYPE_LABELS[contentType].plural }] : []),
        ]}
      />
      <ProductHeader product={product} companyUrl={companyUrl} picture={picture}>
        <ProductActions
          productSeq={product.seq}
          own={own}
          favorites={favorites}
          fileCount={fileCount}
          section={product.section}
          projects={projects}
          watchSeq={watchSeq}
          productName={product.name}
        />
      </ProductHeader>
      {contentType === null && <DataSheetTable attributes={product.attributes} />}
      <section className="product-documents-area" aria-labelledby="documents-title">
        <h2 id="documents-title">Documents</h2>
        <nav className="type-filter type-filter--inline type-filter--scroll" aria-label="Documents for this product">
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
        ) : contentType ? (
          <ContentList items={items} showCompany={false} favorites={favorites} />
        ) : (
          <GroupedDocuments items={items} favorites={favorites} />
        )}
      </section>
      {contentType === null && <ComparableProducts products={comparable} sectionLabel={sectionLabel} />}
    </>
  );
}
