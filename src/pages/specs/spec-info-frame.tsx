import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../components/breadcrumbs';

export const SPEC_INFO_PAGES = [
  { href: '/spec-info', label: 'About specifications' },
  { href: '/spec-info/chart', label: 'MasterFormat 2004 and 1995 divisions' },
  { href: '/spec-info/display-hidden-notes', label: 'Editor’s (hidden) notes' },
] as const;

export type SpecInfoPath = (typeof SPEC_INFO_PAGES)[number]['href'];

/** Breadcrumbs, heading, lead and the links between the three specification guide pages. */
export function SpecInfoFrame({ current, title, lead, children }: { current: SpecInfoPath; title: string; lead: string; children: ReactNode }) {
  const crumbs = current === '/spec-info' ? [{ label: 'About specifications' }] : [{ label: 'About specifications', href: '/spec-info' }, { label: title }];
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <div className="spec-info">
        <article className="spec-info__body">
          <header className="page-intro">
            <h1>{title}</h1>
            <p className="lead">{lead}</p>
          </header>
          {children}
        </article>
        <nav className="sidebar spec-info__nav" aria-label="Specification guide">
          <h2>Specification guide</h2>
          <ul>
            {SPEC_INFO_PAGES.map((page) => (
              <li key={page.href}>
                <a href={page.href} aria-current={page.href === current ? 'page' : undefined}>
                  {page.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
