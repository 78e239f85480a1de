import { ContentList } from '../../components/content-list';
import { PageBanner } from '../../components/page-banner';
import { ProductList } from '../../components/product-list';
import { Island } from '../../islands/island';
import type { Banner } from '../../services/banners';
import type { ContentCard } from '../../services/content-items';
import type { CsiDivision } from '../../services/csi';
import type { HomepagePromo } from '../../services/homepage-promo';
import type { DataLink } from '../../services/link-policy';
import type { Product } from '../../services/products';

export interface HomeProps {
  /** `link` is the promotion's address once the navigation rule allowed it; null shows the label as text. */
  promo: (HomepagePromo & { link: DataLink | null }) | null;
  banners: Banner[];
  featured: Product[];
  latest: ContentCard[];
  divisions: CsiDivision[];
}

export function HomePage({ promo, banners, featured, latest, divisions }: HomeProps) {
  return (
    <>
      <section className="hero">
        <h1>Find the right building product, then specify it</h1>
        <p className="hero__lead">
          Manufacturers&rsquo; CAD drawings, BIM objects, three-part specifications and catalogs, organised by CSI
          MasterFormat.
        </p>
        <Island name="search-box" props={{ initialTerms: '', size: 'hero' }} hydrate="idle" />
      </section>

      {promo && (
        <aside className="promo" aria-labelledby="promo-title">
          <h2 id="promo-title">{promo.title}</h2>
          <p>{promo.body}</p>
          {promo.link ? (
            <a className="button" href={promo.link.href} rel={promo.link.external ? 'nofollow noopener noreferrer' : undefined}>
              {promo.linkLabel}
            </a>
          ) : (
            <p>{promo.linkLabel}</p>
          )}
        </aside>
      )}

      <PageBanner banners={banners} slot="home-top" />

      <div className="home-grid">
        <section aria-labelledby="featured-title">
          <h2 id="featured-title">Featured products</h2>
          <ProductList products={featured} hrefFor={(p) => `/featured/${p.seq}`} />
          <p>
            <a href="/featured/products">All featured products</a>
          </p>
        </section>

        <section aria-labelledby="latest-title">
          <h2 id="latest-title">What&rsquo;s new</h2>
          <ContentList items={latest} />
        </section>
      </div>

      <section aria-labelledby="divisions-title">
        <h2 id="divisions-title">Browse by MasterFormat division</h2>
        <ul className="division-grid">
          {divisions.map((d) => (
            <li key={d.division}>
              <a href={`/content-type/product/${d.division}`}>
                <span className="division-grid__number">{d.division}</span> {d.title}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
