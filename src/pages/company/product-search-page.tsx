import { Breadcrumbs } from '../../components/breadcrumbs';
import { ProductTree } from '../../components/product-tree';
import type { ProductTreeNode } from '../../domain/product-tree';
import type { Company } from '../../services/companies';
import { CompanyNav } from './company-nav';
import { formatCount } from '../../domain/count-text';

export interface ProductSearchPageProps {
  company: Company;
  base: string;
  /** The tree as shown: whole, or the branches that lead to matches. */
  tree: ProductTreeNode[];
  query: string;
  filtering: boolean;
  /** Products left by the filter. */
  matchCount: number;
  /** Products (not headings) in the whole tree. */
  productCount: number;
}

/** /company/{id}/product-search: the product tree with a filter box that works without JavaScript. */
export function ProductSearchPage({ company, base, tree, query, filtering, matchCount, productCount }: ProductSearchPageProps) {
  const path = `${base}/product-search`;
  return (
    <>
      <Breadcrumbs items={[{ label: company.name, href: base }, { label: 'Products' }]} />
      <header className="page-intro">
        <h1>Products of {company.name}</h1>
        <CompanyNav company={company} base={base} current="products" />
        <form className="inline-search" method="get" action={path} role="search" aria-label={`Filter the products of ${company.name}`}>
          <div className="field">
            <label htmlFor="product-filter">Filter products by name</label>
            <input id="product-filter" name="q" type="search" defaultValue={query} maxLength={200} />
          </div>
          <button type="submit" className="button">
            Filter
          </button>
          {filtering && <a href={path}>Show every product</a>}
        </form>
      </header>
      <p className="result-count" role="status">
        {filtering
          ? `${matchCount} of ${formatCount(productCount, 'product')} ${matchCount === 1 ? 'matches' : 'match'} “${query}”`
          : `${productCount} ${productCount === 1 ? 'product' : 'products'}`}
      </p>
      {filtering && tree.length === 0 ? (
        <p className="empty-state">
          No product or heading of {company.name} has every word of “{query}”. <a href={path}>Show every product</a>.
        </p>
      ) : (
        <ProductTree tree={tree} />
      )}
    </>
  );
}
