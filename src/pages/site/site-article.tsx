import type { ReactNode } from 'react';
import { GuidePage } from '../../components/guide-page';
import { SectionView } from './rich-text-view';
import type { SitePageContent } from './site-content';
import { SITE_NAV } from './site-nav';

/**
 * Breadcrumbs, heading, lead, the page's sections and the side navigation of its group.
 * `intro` goes between the lead and the first section, `outro` after the last one.
 */
export function SiteArticle({ page, intro, outro }: { page: SitePageContent; intro?: ReactNode; outro?: ReactNode }) {
  return (
    <GuidePage
      crumbs={[...(page.parents ?? []), { label: page.label ?? page.title }]}
      title={page.title}
      lead={page.lead}
      nav={SITE_NAV[page.nav]}
      current={page.path}
    >
      {intro}
      {page.sections.map((section) => (
        <SectionView key={section.id} section={section} />
      ))}
      {outro}
    </GuidePage>
  );
}

/** A text page rendered from its content data alone. */
export function SitePage({ content }: { content: SitePageContent }) {
  return <SiteArticle page={content} />;
}
