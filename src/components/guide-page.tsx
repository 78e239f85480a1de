import type { ReactNode } from 'react';
import { Breadcrumbs } from './breadcrumbs';
import { NavLinks } from './nav-links';

interface GuideNav {
  heading: string;
  links: readonly { href: string; label: string }[];
}

interface GuidePageProps {
  crumbs: { label: string; href?: string }[];
  title: string;
  lead: string;
  nav: GuideNav;
  /** The page's own path, marked in the side list. */
  current: string;
  children: ReactNode;
}

/**
 * A text page beside the list of its sibling pages: the site's pages (/about, /privacy…) and
 * the specification guide (/spec-info…) share it.
 */
export function GuidePage({ crumbs, title, lead, nav, current, children }: GuidePageProps) {
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <div className="guide-page">
        <article className="guide-page__body">
          <header className="page-intro">
            <h1>{title}</h1>
            <p className="lead">{lead}</p>
          </header>
          {children}
        </article>
        <nav className="sidebar guide-page__nav" aria-label={nav.heading}>
          <h2>{nav.heading}</h2>
          <NavLinks links={nav.links} current={current} />
        </nav>
      </div>
    </>
  );
}
