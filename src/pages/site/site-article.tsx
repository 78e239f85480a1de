import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { SectionView } from './rich-text-view';
import type { SitePageContent } from './site-content';
import { SITE_NAV } from './site-nav';

/**
 * Breadcrumbs, heading, lead, the page's sections and the side navigation of its group.
 * `intro` goes between the lead and the first section, `outro` after the last one.
 */
export function SiteArticle({ page, intro, outro }: { page: SitePageContent; intro?: ReactNode; outro?: ReactNode }) {
  const nav = SITE_NAV[page.nav];
  return (
    <>
      <Breadcrumbs items={[...(page.parents ?? []), { label: page.label ?? page.title }]} />
      <div className="site-page">
        <article className="site-page__body">
          <header className="page-intro">
            <h1>{page.title}</h1>
            <p className="lead">{page.lead}</p>
          </header>
          {intro}
          {page.sections.map((section) => (
            <SectionView key={section.id} section={section} />
          ))}
          {outro}
        </article>
        <nav className="sidebar site-page__nav" aria-label={nav.heading}>
          <h2>{nav.heading}</h2>
          <ul>
            {nav.links.map((item) => (
              <li key={item.href}>
                <a href={item.href} aria-current={item.href === page.path ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}

/** A text page rendered from its content data alone. */
export function SitePage({ content }: { content: SitePageContent }) {
  return <SiteArticle page={content} />;
}
