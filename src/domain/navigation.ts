/**
 * External navigation, refused unless explicitly allowed: the one rule that decides whether an address taken from data
 * (a manufacturer's web site, a promotion's link, an alert's link, custom HTML) may become a link.
 * Paths of this site are fine; other hosts only when the caller's allow-list names them; and
 * javascript:, data:, blob: and vbscript: never, however they are disguised.
 */

export const EXTERNAL_NAVIGATION_REFUSED = 'Navigating to an external URL is not allowed by default';
export const UNSAFE_SCHEME_REFUSED = 'Links to javascript:, data:, blob: and vbscript: addresses are never followed';
const MALFORMED_LINK = 'This is not a usable link address';

/** Schemes that run code or carry a document inline: refused whatever the allow-list says. */
const UNSAFE_SCHEMES: readonly string[] = ['javascript', 'data', 'blob', 'vbscript'];

export interface NavigationAllowList {
  /** This site's origin (PUBLIC_URL); absolute links to it count as the site's own. */
  siteOrigin?: string;
  /**
   * Outside hosts that may be linked: `example.com` (that host; `example.com:8443` with its port),
   * `.example.com` (the domain and every subdomain), or `*` (any host: a field that holds an outside
   * address by design, such as a manufacturer's own web site).
   */
  hosts?: readonly string[];
  /** Paths of this site (`/x`, `#top`, `?q=1`) are accepted (default true); false for fields that must hold a full address. */
  paths?: boolean;
  /** mailto: and tel: links are accepted (default false). */
  contact?: boolean;
}

type NavigationCheck =
  | { allowed: true; href: string; external: boolean }
  | { allowed: false; reason: 'unsafe-scheme' | 'external' | 'malformed'; message: string };

// Where an address could hide a scheme: C0 controls, space, DEL and the C1 range.
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f]/g;
const ANY_WHITESPACE = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200d\u2060\ufeff]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ENTITY = /&(?:#(\d{1,7});?|#x([0-9a-f]{1,6});?|(colon|tab|newline);)/gi;
const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n' };
/** Stand-in origin to resolve relative paths when the caller gives none; never a real host. */
const PLACEHOLDER_ORIGIN = 'https://site.invalid';

function decodeEntities(text: string): string {
  return text.replace(ENTITY, (_, dec?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()];
    const code = dec ? Number(dec) : parseInt(hex!, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

function safeDecodeURIComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The scheme a browser (or a careless decoder) could read in the address, lower case, or null. */
function schemeOf(href: string): string | null {
  const match = SCHEME.exec(href.replace(CONTROL_OR_SPACE, ''));
  return match ? match[1].toLowerCase() : null;
}

/** True when any reading of the address (as written, entity-decoded, percent-decoded) names an unsafe scheme. */
export function hasUnsafeScheme(href: string): boolean {
  const readings = [href, decodeEntities(href), safeDecodeURIComponent(href), decodeEntities(safeDecodeURIComponent(href))];
  return readings.some((reading) => {
    const scheme = schemeOf(reading);
    return scheme !== null && UNSAFE_SCHEMES.includes(scheme);
  });
}

/** Whether `hostname`/`host` (port included) is named by an allow-list entry. */
function hostAllowed(url: URL, hosts: readonly string[]): boolean {
  const hostname = url.hostname.toLowerCase();
  return hosts.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (!entry) return false;
    if (entry === '*') return true;
    if (entry.startsWith('.')) return hostname === entry.slice(1) || hostname.endsWith(entry);
    return entry.includes(':') ? url.host.toLowerCase() === entry : hostname === entry;
  });
}

const refused = (reason: 'unsafe-scheme' | 'external' | 'malformed'): NavigationCheck => ({
  allowed: false,
  reason,
  message: reason === 'external' ? EXTERNAL_NAVIGATION_REFUSED : reason === 'unsafe-scheme' ? UNSAFE_SCHEME_REFUSED : MALFORMED_LINK,
});

/** The decision for one address, with the link to render (normalised for absolute addresses). */
export function checkNavigation(href: string, allowList: NavigationAllowList): NavigationCheck {
  if (typeof href !== 'string' || href.length === 0 || href.length > 2048) return refused('malformed');
  if (hasUnsafeScheme(href)) return refused('unsafe-scheme');
  // Whitespace or control characters anywhere: browsers would strip or mend them; we refuse.
  if (ANY_WHITESPACE.test(href)) return refused('malformed');
  const base = allowList.siteOrigin ?? PLACEHOLDER_ORIGIN;
  let url: URL;
  let site: URL;
  try {
    site = new URL(base);
    url = new URL(href, site);
  } catch {
    return refused('malformed');
  }
  const scheme = schemeOf(href);
  if (UNSAFE_SCHEMES.includes(url.protocol.slice(0, -1))) return refused('unsafe-scheme');
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') {
    return allowList.contact && url.pathname.length > 0 ? { allowed: true, href: url.href, external: true } : refused('external');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refused('external');
  if (url.username || url.password || !url.hostname) return refused('malformed');
  const absolute = scheme !== null;
  // A full address needs "scheme://host"; "https:x" would be read relative to the current page.
  if (absolute && !/^[a-z][a-z0-9+.-]*:\/\//i.test(href)) return refused('malformed');
  // Paths (and protocol-relative "//host") are not full addresses.
  if (!absolute && allowList.paths === false) return refused('malformed');
  if (url.origin === site.origin) return { allowed: true, href: absolute ? url.href : href, external: false };
  return hostAllowed(url, allowList.hosts ?? []) ? { allowed: true, href: url.href, external: true } : refused('external');
}

/** Whether the address may be rendered as a link under this allow-list. */
export function isAllowedNavigation(href: string, allowList: NavigationAllowList): boolean {
  return checkNavigation(href, allowList).allowed;
}

/** The link to render, or null when the address must show as text. */
export function allowedHref(href: string | null | undefined, allowList: NavigationAllowList): string | null {
  if (!href) return null;
  const check = checkNavigation(href, allowList);
  return check.allowed ? check.href : null;
}

/** A field that holds an outside address by design (a web site): any http(s) host, full addresses only. */
export const WEBSITE_FIELD: NavigationAllowList = { hosts: ['*'], paths: false };
