import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { AccountNav } from '../account/account-nav';

const SECTIONS = [
  { href: '/account/favorites', label: 'Favorites' },
  { href: '/account/searches', label: 'Saved searches' },
  { href: '/account/projects', label: 'Projects' },
  { href: '/account/watches', label: 'Watches' },
] as const;

const NOTICES: Record<string, string> = {
  added: 'Saved.',
  removed: 'Removed.',
  created: 'Project created.',
  saved: 'Project saved.',
  deleted: 'Project deleted.',
  digest: 'Mail setting saved.',
  accepted: 'The as-specified record now follows the product as it is.',
  kept: 'Kept what was specified; the change stops showing until the product changes again.',
};

interface PersonalFrameProps {
  title: string;
  /** Which of the sections this page belongs to. */
  section: (typeof SECTIONS)[number]['href'];
  /** Extra crumbs between the section and the page (e.g. a project). */
  crumbs?: { label: string; href?: string }[];
  done?: string | null;
  children: ReactNode;
}

/** Breadcrumbs, the account area's menu, heading and the after-post notice shared by the personal pages. */
export function PersonalFrame({ title, section, crumbs = [], done, children }: PersonalFrameProps) {
  const current = SECTIONS.find((s) => s.href === section)!;
  const trail = crumbs.length ? [{ label: current.label, href: current.href }, ...crumbs] : [{ label: current.label }];
  return (
    <>
      <Breadcrumbs items={[{ label: 'Your account', href: '/account' }, ...trail]} />
      <div className="account-layout">
        <AccountNav current={section} />
        <section aria-labelledby="personal-title" className="personal-page">
          <h1 id="personal-title">{title}</h1>
          {done && NOTICES[done] && (
            <p className="notice" role="status">
              {NOTICES[done]}
            </p>
          )}
          {children}
        </section>
      </div>
    </>
  );
}

/** A date as YYYY-MM-DD in a <time> element. */
export function DateText({ iso }: { iso: string | null }) {
  if (!iso) return <span>—</span>;
  return <time dateTime={iso}>{iso.slice(0, 10)}</time>;
}
