import type { ReactNode } from 'react';
import type { LayoutName } from '../domain/layouts';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The React part of each layout; the document shell lives in views/{layout}.html. */
export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  if (name === 'default') {
    return (
      <>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
      </>
    );
  }
  // AMP pages draw their own header, main and footer (src/pages/amp/amp-frame.tsx): the site header carries scripts.
  if (name === 'amp') return <>{children}</>;
  return <main id="main">{children}</main>;
}
