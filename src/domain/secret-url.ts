/** What a masked secret reads as in logs, error messages and pages. */
const MASK = '[redacted]';

/**
 * Paths whose segments are secrets: each pattern lists the leading segments (`*` any value,
 * `?` the secret). Matched case-insensitively on the decoded segments, because the routes are.
 */
const SECRET_PATHS: readonly (readonly string[])[] = [
  ['reset', '?'],
  ['auth', 'local', 'reset', '?'],
  ['outline-specs-report', '*', '?'],
  ['specwizard-specs-report', '*', '?'],
  ['api', 'outline-specs-report', 'by-abbrev', '*', '?'],
  ['api', 'specwizard-specs-report', 'by-abbrev', '*', '?'],
  ['company', '*', 'resources', '*', '?'],
  ['company', '*', 'reports', '*', '?'],
];

/** Query parameters whose value is a secret wherever they appear (`ref` opens an order's confirmation). */
const SECRET_QUERY_KEYS = new Set(['ref', 'token', 'password', 'reference']);

function decodeOnce(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Indexes (into `segments`) of the secret segments of a path split on "/". */
function secretSegments(segments: readonly string[]): number[] {
  // Empty segments ("//reset//x") are skipped as the router would collapse them.
  const named = segments.flatMap((segment, index) => (segment === '' ? [] : [{ index, value: decodeOnce(segment).toLowerCase() }]));
  const found: number[] = [];
  for (const pattern of SECRET_PATHS) {
    if (named.length < pattern.length) continue;
    const matches = pattern.every((part, i) => part === '*' || part === '?' || named[i].value === part);
    if (matches) pattern.forEach((part, i) => part === '?' && found.push(named[i].index));
  }
  return found;
}

function maskPath(path: string): string {
  const segments = path.split('/');
  for (const index of secretSegments(segments)) segments[index] = MASK;
  return segments.join('/');
}

/** A query value that is itself a link to this site or another ("?redirect=%2Freset%2Fabc"). */
function looksLikeUrl(value: string): boolean {
  return value.startsWith('/') || /^[a-z][a-z0-9+.-]*:\/\//i.test(value);
}

function maskQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const key = decodeOnce(pair.slice(0, eq)).toLowerCase();
      const value = decodeOnce(pair.slice(eq + 1));
      if (SECRET_QUERY_KEYS.has(key)) return `${pair.slice(0, eq)}=${MASK}`;
      if (!looksLikeUrl(value)) return pair;
      const masked = maskUrl(value);
      return masked === value ? pair : `${pair.slice(0, eq)}=${encodeURIComponent(masked)}`;
    })
    .join('&');
}

/**
 * A URL or path with every secret masked: report link passwords, reset tokens and order
 * references, in the path (any letter case), in the query, and inside query values that are
 * links themselves (redirect parameters), each decoded once. Absolute URLs keep their origin.
 */
export function maskUrl(url: string): string {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  const rest = url.slice(origin.length);
  const hashAt = rest.indexOf('#');
  const beforeHash = hashAt < 0 ? rest : rest.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? null : beforeHash.slice(queryAt + 1);
  return origin + maskPath(path) + (query === null ? '' : `?${maskQuery(query)}`) + (hashAt < 0 ? '' : rest.slice(hashAt));
}

/** True when a URL or path carries a secret that must never be put into a link or redirect. */
export function carriesSecret(url: string): boolean {
  return maskUrl(url) !== url;
}

/** Free text (an error reason) with every path or URL in it masked. */
export function maskPathsIn(text: string): string {
  return text.replace(/(?:[a-z][a-z0-9+.-]*:\/\/[^\s/?#]*)?\/[^\s]*/gi, (url) => maskUrl(url));
}
