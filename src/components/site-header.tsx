import { signInHref } from '../domain/return-path';
import { Island } from '../islands/island';
import { useRenderState } from './render-context';
import { SearchBox, searchFieldId } from './search-box';

const MAIN_NAV = [
  { href: '/manufacturers', label: 'Manufacturers' },
  { href: '/content-type/product', label: 'Products' },
  { href: '/content-type/cad', label: 'CAD' },
  { href: '/content-type/bim', label: 'BIM' },
  { href: '/content-type/spec', label: 'Specifications' },
  { href: '/specwizard', label: 'Spec wizards' },
  { href: '/featured/products', label: 'Featured' },
] as const;

function SignOutForm() {
  return (
    <form method="post" action="/signout">
      <button type="submit">Sign out</button>
    </form>
  );
}

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
      <SignOutForm />
    </div>
  );
}

function MainNavList() {
  const { path } = useRenderState();
  return (
    <ul>
      {MAIN_NAV.map((item) => (
        <li key={item.href}>
          <a href={item.href} aria-current={path.startsWith(item.href) ? 'page' : undefined}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Phones: the sections fold into a menu, a disclosure that opens without script. Wider screens hide it
 * and show the navigation bar instead (CSS), so only one of the two is ever seen or announced.
 */
function PhoneMenu() {
  const { user } = useRenderState();
  return (
    <details className="site-menu">
      <summary>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        <span className="site-menu__label">Menu</span>
      </summary>
      <nav className="site-menu__panel" aria-label="Main">
        <MainNavList />
        {user && <SignOutForm />}
      </nav>
    </details>
  );
}

export function SiteHeader() {
  const { siteName, searchTerms, searchIsland } = useRenderState();
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
        {/* On phones the box stays folded until the search link targets its field (:target, no script), focusing it. */}
        <div className="site-header__search" id="site-search">
          {searchIsland ? (
            <Island name="search-box" props={{ initialTerms: searchTerms, size: 'header' }} hydrate="idle" />
          ) : (
            <SearchBox initialTerms={searchTerms} size="header" />
          )}
        </div>
        <AccountLinks />
        <a className="site-header__search-link" href={`#${searchFieldId('header')}`}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">Search</span>
        </a>
        <PhoneMenu />
      </div>
      <nav className="main-nav" aria-label="Main">
        <MainNavList />
      </nav>
    </header>
  );
}
