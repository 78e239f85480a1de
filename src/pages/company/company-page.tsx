import { BreakableAddress } from '../../components/breakable-address';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { CompareTrayBar } from '../../components/compare-tray';
import { FilteredLink } from '../../components/listing-facets';
import { withTray } from '../../domain/compare-tray';
import { ContentList } from '../../components/content-list';
import { Picture } from '../../components/picture';
import { logoPath } from '../../domain/company-logo';
import { ProductTree } from '../../components/product-tree';
import { WatchButton } from '../../components/watch-button';
import { CompanyFamilies } from './company-families';
import { CompanyNav } from './company-nav';
import { CONTENT_TYPE_LABELS, CONTENT_TYPES } from '../../domain/content-types';
import type { ProductTreeNode } from '../../domain/product-tree';
import { websiteHref } from '../../domain/reports/website-link';
import { RFI_SUFFIX } from '../../domain/company-forms';
import type { Company, CompanySection } from '../../services/companies';
import type { CompanyFamily } from '../../services/company-families';
import type { ContentCard } from '../../services/content-items';

export interface CompanyPageProps {
  company: Company;
  counts: Record<string, number>;
  sections: CompanySection[];
  tree: ProductTreeNode[];
  families: CompanyFamily[];
  latest: ContentCard[];
  basePath: string;
  /** The signed-in user's watch of this manufacturer, or null (and for visitors). */
  watchSeq: number | null;
  /** The compare tray (?compare=): the products picked here or on other listings, of any manufacturers. */
  tray: number[];
}

function websiteHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export function CompanyPage({ company, counts, sections, tree, families, latest, basePath, watchSeq, tray: ids }: CompanyPageProps) {
  const tray = { ids, here: withTray(basePath, ids) };
  const types = CONTENT_TYPES.filter((t) => counts[t]);
  const place = [company.city, company.state].filter(Boolean).join(', ');
  return (
    <>
      <Breadcrumbs items={[{ label: 'Manufacturers', href: '/manufacturers/all' }, { label: company.name }]} />
      <header className="company-header">
        <Picture className="company-logo company-header__logo" src={logoPath(company.coid)} alt={`${company.name} logo`} width={96} height={96} />
        <h1>{company.name}</h1>
        {company.category && <p className="company-header__category">{company.category}</p>}
        <p className="company-header__lead">{company.description}</p>
        <dl className="facts">
          {place && (
            <>
              <dt>Location</dt>
              <dd>{place}</dd>
            </>
          )}
          {company.phone && (
            <>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${company.phone.replace(/[^0-9+]/g, '')}`}>{company.phone}</a>
              </dd>
            </>
          )}
          {company.website && (
            <>
              <dt>Website</dt>
              <dd>
                {/* Only a full http(s) address becomes a link (the navigation rule); anything else shows as text. */}
                {websiteHref(company.website) ? (
                  <a href={websiteHref(company.website)!} rel="nofollow noopener noreferrer">
                    <BreakableAddress text={websiteHost(company.website)} />
                  </a>
                ) : (
                  <span>{company.website}</span>
                )}
              </dd>
            </>
          )}
          {company.founded && (
            <>
              <dt>Founded</dt>
              <dd>{company.founded}</dd>
            </>
          )}
        </dl>
        <div className="company-header__actions">
          <a className="button" href={`${basePath}${RFI_SUFFIX}`}>
            Request information
          </a>
          <WatchButton kind="company" target={company.coid} watchSeq={watchSeq} label={company.name} />
        </div>
        <CompanyNav company={company} base={basePath} current="overview" />
      </header>

      {families.length > 0 && (
        <section aria-labelledby="families-title" className="company-opening">
          <h2 id="families-title">Product families</h2>
          <CompanyFamilies families={families} />
        </section>
      )}

      {latest.length > 0 && (
        <section aria-labelledby="latest-title" className="company-opening">
          <h2 id="latest-title">Latest documents</h2>
          <ContentList items={latest} showCompany={false} firstIndex={families.length} downloads={false} />
        </section>
      )}

      <div className="company-layout">
        <section aria-labelledby="content-types-title">
          <h2 id="content-types-title">Downloads and documents</h2>
          {types.length === 0 ? (
            <p>No documents are published yet.</p>
          ) : (
            <ul className="type-tiles">
              {types.map((t) => (
                <li key={t}>
                  <a href={`${basePath}/${t}`}>
                    <span className="type-tiles__count">{counts[t]}</span>
                    <span className="type-tiles__label">{CONTENT_TYPE_LABELS[t].plural}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}

          <h2 id="products-title">Products</h2>
          {tree.length > 0 && <CompareTrayBar tray={tray} />}
          <ProductTree tree={tree} compare={tray} />
        </section>

        <aside aria-labelledby="sections-title" className="sidebar">
          <h2 id="sections-title">CSI sections</h2>
          {sections.length === 0 ? (
            <p>No sections listed.</p>
          ) : (
            <ul className="section-list">
              {sections.map((s) => (
                <li key={s.section}>
                  <FilteredLink href={`/products/by-csi/${s.section.replace(/ /g, '')}`} filters={undefined} tray={ids}>
                    <span className="section-number">{s.section}</span> {s.title}
                  </FilteredLink>
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>
    </>
  );
}
