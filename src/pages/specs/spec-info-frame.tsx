import type { ReactNode } from 'react';
import { GuidePage } from '../../components/guide-page';

const SPEC_INFO_PAGES = [
  { href: '/spec-info', label: 'About specifications' },
  { href: '/spec-info/chart', label: 'MasterFormat 2004 and 1995 divisions' },
  { href: '/spec-info/display-hidden-notes', label: 'Editor’s (hidden) notes' },
] as const;

type SpecInfoPath = (typeof SPEC_INFO_PAGES)[number]['href'];

const GUIDE_NAV = { heading: 'Specification guide', links: SPEC_INFO_PAGES };

/** Breadcrumbs, heading, lead and the links between the three specification guide pages. */
export function SpecInfoFrame({ current, title, lead, children }: { current: SpecInfoPath; title: string; lead: string; children: ReactNode }) {
  const crumbs = current === '/spec-info' ? [{ label: 'About specifications' }] : [{ label: 'About specifications', href: '/spec-info' }, { label: title }];
  return (
    <GuidePage crumbs={crumbs} title={title} lead={lead} nav={GUIDE_NAV} current={current}>
      {children}
    </GuidePage>
  );
}
