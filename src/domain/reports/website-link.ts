import { allowedHref, WEBSITE_FIELD } from '../navigation';

/**
 * The address to link a web site field to (a report row's website, a manufacturer's site), or null
 * when it should show as plain text: the navigation rule (src/domain/navigation.ts) for a field that
 * holds an outside address by design, so only full http(s) addresses without credentials are linked.
 */
export function websiteHref(value: string | null | undefined): string | null {
  return allowedHref(value, WEBSITE_FIELD);
}
