import type { Config } from '../config';
import type { NavigationAllowList } from '../domain/navigation';
import { checkNavigation } from '../domain/navigation';
import { websiteHref } from '../domain/reports/website-link';

/** A link taken from data, once the navigation rule has allowed it. */
export interface DataLink {
  href: string;
  /** Leads off this site (rendered with rel="nofollow noopener noreferrer"). */
  external: boolean;
}

export type LinkConfig = Pick<Config, 'PUBLIC_URL' | 'LINK_HOSTS'>;

/**
 * The allow-list for links in content (alerts, promotions, banners): this site, the LINK_HOSTS
 * setting, and the manufacturer's own web site when the content belongs to one.
 */
export function contentAllowList(config: LinkConfig, ownWebsite?: string | null): NavigationAllowList {
  const own = websiteHref(ownWebsite);
  return { siteOrigin: new URL(config.PUBLIC_URL).origin, hosts: [...config.LINK_HOSTS, ...(own ? [new URL(own).host] : [])] };
}

/** The link to render for an address from content, or null when it must show as text (navigation to another site is refused unless allowed). */
export function contentLink(href: string | null | undefined, config: LinkConfig, ownWebsite?: string | null): DataLink | null {
  if (!href) return null;
  const check = checkNavigation(href, contentAllowList(config, ownWebsite));
  return check.allowed ? { href: check.href, external: check.external } : null;
}
