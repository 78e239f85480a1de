import { signInHref } from '../domain/return-path';
import { Island } from '../islands/island';
import { useRenderState } from './render-context';
import { SearchBox } from './search-box';

export const MAIN_NAV = [
  { href: '/manufacturers/all', label: 'Manufacturers' },
  { href: '/content-type/product', label: 'Products' },
  { href: '/content-type/cad', label: 'CAD' },
  { href: '/content-type/bim', label: 'BIM' },
  { href: '/content-type/spec', label: 'Specifications' },
  { href: '/specwizard', label: 'Spec wizards' },
  { href: '/featured/products', label: 'Featured' },
] as const;

/** Sign in (returning to this page), or the account link and a sign-out button (a POST, no script). */
function AccountLinks() {
  const { user, path } = useRenderState();
  if (!user) {
    return (
      <div className="account-links-bar">
        <a href={signInHref(path)} aria-current={path === '/signin' ? 'page' : undefined}>
          Sign in
        </a>
      </div>
    );
  }
  return (
    <div className="account-links-bar">
      <a href="/account" aria-current={path.startsWith('/account') ? 'page' : undefined}>
        Account<span className="visually-hidden"> of {user.firstName || user.email}</span>
      </a>
      <form method="post" action="/signout">
        <button type="submit">Sign out</button>
      </form>
    </div>
  );
}

export function SiteHeader() {
  const { siteName, searchTerms, searchIsland, path } = useRenderState();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="brand" href="/" aria-label={`${siteName} home`}>
          <svg className="brand__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
            <rect x="3" y="3" width="26" height="26" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
            <path d="M9 22 L16 9 L23 22 Z" fill="currentColor" />
          </svg>
          <span className="brand__name">{siteName}</span>
        </a>
        <div className="site-header__search">
          {searchIsland ? (
            <Island name="search-box" props={{ initialTerms: searchTerms, size: 'header' }} hydrate="idle" />
          ) : (
            <SearchBox initialTerms={searchTerms} size="header" />
          )}
        </div>
        <AccountLinks />
      </div>
      <nav className="main-nav" aria-label="Main">
        <ul>
          {MAIN_NAV.map((item) => (
            <li key={item.href}>
              <a href={item.href} aria-current={path.startsWith(item.href) ? 'page' : undefined}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
