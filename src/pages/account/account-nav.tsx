import { useRenderState } from '../../components/render-context';

/** The pages of the account area, in the order the overview and the side menu list them. */
const ACCOUNT_LINKS = [
  { href: '/account/profile', label: 'Profile', text: 'Your name, company and contact details.' },
  { href: '/account/change-password', label: 'Password', text: 'Change the password you sign in with.' },
  { href: '/account/favorites', label: 'Favorites', text: 'Products and documents you saved.' },
  { href: '/account/searches', label: 'Saved searches', text: 'Searches you run again.' },
  { href: '/account/projects', label: 'Projects', text: 'Your projects and their outline specifications.' },
  { href: '/account/watches', label: 'Watches', text: 'Products, manufacturers and projects you watch, what changed, and the digest mail.' },
  { href: '/account/content-requests', label: 'Content requests', text: 'Requests you sent to manufacturers.' },
  { href: '/account/ce-credits', label: 'CE credits', text: 'Courses you completed, credits per year and certificates.' },
] as const;

/** Pages of the account area only administrators see (and may open). */
const ADMIN_LINKS = [
  { href: '/account/orders', label: 'Orders', text: 'Record paid invoices and cancelled orders.' },
  { href: '/account/report-passwords', label: 'Report passwords', text: "Set a new password for a client's report links." },
  { href: '/account/api-keys', label: 'API keys', text: 'Keys for integrators of the MCP endpoint, with their own rate limits.' },
] as const;

/** The account area's links for the signed-in user: administrators get theirs too. */
export function useAccountLinks() {
  const { user } = useRenderState();
  return user?.isAdmin ? [...ACCOUNT_LINKS, ...ADMIN_LINKS] : ACCOUNT_LINKS;
}

export function AccountNav({ current }: { current: string }) {
  const links = useAccountLinks();
  return (
    <nav className="account-nav" aria-label="Your account">
      <ul>
        <li>
          <a href="/account" aria-current={current === '/account' ? 'page' : undefined}>
            Overview
          </a>
        </li>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={current === link.href ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
