/**
 * The address to link a report row's website to, or null when it should show as plain text:
 * only a plain absolute http(s) URL (no spaces or control characters, no user:password@) is
 * linked, so javascript:, data: and odd addresses typed into a profile never become links.
 */
export function websiteHref(value: string | null | undefined): string | null {
  if (!value || /[\s\u0000-\u001f\u007f]/.test(value) || !/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) return null;
  return url.href;
}
