import type { ReactNode } from 'react';
import { AmpImg } from '../../components/amp-img';
import { CONTENT_TYPE_LABELS } from '../../domain/content-types';
import type { ContentType } from '../../domain/content-types';
import { useRenderState } from '../../components/render-context';

/** The content types the AMP header links to. */
const AMP_NAV_TYPES: readonly ContentType[] = ['product', 'cad', 'bim', 'spec', 'catalog'];

/**
 * Header, main and footer of an AMP page. The site header is not used: its search box and
 * account links are scripts and forms AMP does not allow without extensions.
 */
export function AmpFrame({ canonical, children }: { canonical: string; children: ReactNode }) {
  const { siteName, path } = useRenderState();
  return (
    <>
      <header className="amp-header">
        <div className="amp-header__inner">
          <a className="amp-brand" href="/amp" aria-current={path === '/amp' ? 'page' : undefined}>
            <AmpImg src="/favicon.svg" width={28} height={28} alt="" />
            {siteName}
          </a>
          <nav className="amp-nav" aria-label="Content types">
            <ul>
              {AMP_NAV_TYPES.map((type) => {
                const href = `/amp/content-type/${type}`;
                return (
                  <li key={type}>
                    <a href={href} aria-current={path === href ? 'page' : undefined}>
                      {CONTENT_TYPE_LABELS[type].plural}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main">{children}</main>
      <footer className="amp-footer">
        <p>
          <a href={canonical}>This page on the full site</a> · <a href="/search/">Search</a> · <a href="/manufacturers/all">Manufacturers</a>
        </p>
      </footer>
    </>
  );
}
