import type { NavigationAllowList } from './navigation';
import { checkNavigation } from './navigation';

/**
 * The global redirect check (a server redirect sends the browser to its location) as a pure
 * rule; src/client/api.ts applies it to every API answer. A server redirect reaches the
 * browser's fetch in one of two ways: fetch followed it to a page of this site (`redirected`, not JSON), or, for a request carrying REDIRECT_AS_JSON_HEADER,
 * the server answered `{ redirect: location }` (a followed cross-origin redirect would fail CORS and
 * a manual one hides its Location from scripts). Either way the location then goes through the
 * external-navigation rule: this site, or an allowed outside host, never javascript:/data:/blob:/vbscript:.
 */

/** Request header of the site's API client: redirects are answered as `{ redirect }` JSON (value "1"). */
export const REDIRECT_AS_JSON_HEADER = 'X-Redirect-As-Json';

export interface ApiAnswer {
  /** fetch followed a redirect. */
  redirected: boolean;
  /** The final URL fetch reached. */
  url: string;
  /** The answer is JSON. */
  json: boolean;
  /** The parsed body (JSON answers), else undefined. */
  data: unknown;
}

type RedirectDecision = { follow: false } | { follow: true; allowed: true; href: string } | { follow: true; allowed: false; message: string; location: string };

/** Where an answer asks the browser to go, or null for an ordinary answer. */
export function redirectLocation(answer: ApiAnswer): string | null {
  if (answer.redirected && !answer.json) return answer.url;
  const location = (answer.data as { redirect?: unknown } | null | undefined)?.redirect;
  return typeof location === 'string' ? location : null;
}

/** Whether to send the browser elsewhere, and where, under the page's allow-list. */
export function redirectDecision(answer: ApiAnswer, allowList: NavigationAllowList): RedirectDecision {
  const location = redirectLocation(answer);
  if (location === null) return { follow: false };
  const check = checkNavigation(location, allowList);
  return check.allowed ? { follow: true, allowed: true, href: check.href } : { follow: true, allowed: false, message: check.message, location };
}

/** The hosts listed in the page's attribute (space-separated), none when absent. */
export function parseRedirectHosts(attribute: string | null | undefined): string[] {
  return (attribute ?? '').split(/\s+/).filter(Boolean);
}
