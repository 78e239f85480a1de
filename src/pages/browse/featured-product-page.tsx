import { Breadcrumbs } from '../../components/breadcrumbs';
import { ContentList } from '../../components/content-list';
import { ProductHeader } from '../../components/product-header';
import { ProductList } from '../../components/product-list';
import type { Company } from '../../services/companies';
import type { ContentCard } from '../../services/content-items';
import type { CsiDivision } from '../../services/csi';
import type { Product } from '../../services/products';

export interface FeaturedProductPageProps {
  product: Product;
  company: Company;
  companyUrl: string;
  documents: ContentCard[];
  /** A random few other featured products of the same division. */
  others: Product[];
  division: CsiDivision | null;
}

export function FeaturedProductPage({ product, company, companyUrl, documents, others, division }: FeaturedProductPageProps) {
  const place = [company.city, company.state].filter(Boolean).join(', ');
  const divisionPath = division ? `/featured/products/${division.division}` : '/featured/products';
  return (
    <>
      <Breadcrumbs
        items={[
          { label: 'Featured products', href: '/featured/products' },
          ...(division ? [{ label: `${division.division} ${division.title}`, href: divisionPath }] : []),
          { label: product.name },
        ]}
      />
      <ProductHeader product={product} companyUrl={companyUrl} eyebrow="Featured product">
        <p>
          <a href={`/product/${product.seq}`}>All details of this product</a>
        </p>
      </ProductHeader>

      <section aria-labelledby="maker-title" className="featured-maker">
        <h2 id="maker-title">About the manufacturer</h2>
        <p>
          <a href={companyUrl}>
            <strong>{company.name}</strong>
          </a>
          {place && <span className="featured-maker__place"> · {place}</span>}
        </p>
        {company.description && <p className="featured-maker__text">{company.description}</p>}
      </section>

      <section aria-labelledby="documents-title">
        <h2 id="documents-title">Documents for this product</h2>
        {documents.length === 0 ? <p className="empty-state">No documents for this product yet.</p> : <ContentList items={documents} showCompany={false} />}
      </section>

      {others.length > 0 && (
        <section aria-labelledby="others-title">
          <h2 id="others-title">{division ? `More featured products in ${division.title}` : 'More featured products'}</h2>
          <ProductList products={others} hrefFor={(p) => `/featured/${p.seq}`} />
          <p>
            <a href={divisionPath}>All featured products{division ? ` in ${division.title}` : ''}</a>
          </p>
        </section>
      )}
    </>
  );
}
