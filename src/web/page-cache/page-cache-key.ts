/**
 * The HTML cache's key of a page request: UTC day, market code, path and the query in one canonical order.
 *
 * The UTC day is part of the key so every page is rendered again at least once a day: some show date-dependent
 * markers (an expired EPD or HPD). Entries of past days are never read again and fall out of the LRU.
 * Sorting the query parameters makes `?page=2&sort=title` and `?sort=title&page=2` one entry.
 */
export function pageCacheKey(mf: string, url: string, now: () => Date = () => new Date()): string {
  const [path, search = ''] = splitUrl(url);
  const params = new URLSearchParams(search);
  params.sort();
  const query = params.toString();
  return `${now().toISOString().slice(0, 10)}|${mf}|${path}${query ? `?${query}` : ''}`;
}

/**
 * Whether a request's query names only parameters the route declares (docs/decisions/2026-11-24-page-cache-key.md).
 * A page asked for with any other parameter is rendered but never kept, so random parameters cannot fill the cache
 * and evict the pages everyone reads; a parameter a loader reads but its row forgot to declare costs speed, not a
 * wrong page.
 */
export function onlyDeclaredQuery(url: string, declared: readonly string[] = []): boolean {
  const search = splitUrl(url)[1];
  if (!search) return true;
  for (const name of new URLSearchParams(search).keys()) if (!declared.includes(name)) return false;
  return true;
}

/**
 * Whether `path` is the one spelling of its route's address: the pattern with the parsed parameters written back
 * (`/product/2` for the row `/product/:id`). Express also matches `/PRODUCT/2`, `/product/2/`, `/product/%32` and
 * `/product/02`; keeping each would let endless spellings of one page evict the others, so those are rendered and
 * not kept.
 */
export function inCanonicalForm(path: string, pattern: string, params: unknown): boolean {
  const values = (params ?? {}) as Record<string, unknown>;
  const spelled = pattern.replace(/([:*])(\w+)/g, (_match, kind: string, name: string) => {
    const value = values[name];
    if (kind === '*' && Array.isArray(value)) return value.map((part) => pathSegment(String(part))).join('/');
    return typeof value === 'string' || typeof value === 'number' ? pathSegment(String(value)) : '\0';
  });
  return spelled === path;
}

/** A value as browsers write it in a path: escaped, except the delimiters a path segment may hold as they are (`2,3`). */
function pathSegment(value: string): string {
  return encodeURIComponent(value).replace(/%(24|26|2B|2C|3A|3B|3D|40)/gi, (escape) => decodeURIComponent(escape));
}

function splitUrl(url: string): [string, string?] {
  const at = url.indexOf('?');
  return at < 0 ? [url] : [url.slice(0, at), url.slice(at + 1)];
}

/**
 * A public page is rendered for the visitor's MasterFormat numbering (the `mf` cookie, 1995 or 2004), and this
 * cache keys on it: a shared cache in front must too, or it hands one numbering to the other.
 */
export const NUMBERING_VARY = 'Cookie';
