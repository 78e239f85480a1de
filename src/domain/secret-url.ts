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

/**
 * Query parameters whose value is a secret wherever they appear: `ref` opens an order's confirmation;
 * `api_key`, `key` and `access_token` are how clients of other APIs pass keys, and some send ours that way.
 */
const SECRET_QUERY_KEYS = new Set(['ref', 'token', 'password', 'reference', 'api_key', 'key', 'access_token']);

/** Enough rounds for any encoding a client would send (%252F is two); more is an attack and stays half-decoded. */
const DECODE_ROUNDS = 4;

function decodeOnce(text: string, plusIsSpace = true): string {
  try {
    return decodeURIComponent(plusIsSpace ? text.replace(/\+/g, ' ') : text);
  } catch {
    return text;
  }
}

/** Decoded until nothing changes, so "%252F" is a "/" and "api%5Fkey" is "api_key" before anything is compared. */
function decodeFully(text: string, plusIsSpace = true): string {
  let decoded = text;
  for (let round = 0; round < DECODE_ROUNDS && decoded.includes('%'); round += 1) {
    const next = decodeOnce(decoded, plusIsSpace);
    if (next === decoded) break;
    decoded = next;
  }
  return decoded;
}

/**
 * Indexes (into `segments`) of the segments holding a secret. Each segment is decoded first and split again
 * on the slashes it hid ("/outline-specs-report%2Facme%2Fpw" is three segments in disguise): a segment is
 * secret when any of its parts is.
 */
function secretSegments(segments: readonly string[]): number[] {
  // Empty segments ("//reset//x") are skipped as the router would collapse them.
  const named = segments.flatMap((segment, index) =>
    decodeFully(segment, false)
      .split('/')
      .flatMap((part) => (part === '' ? [] : [{ index, value: part.toLowerCase() }])),
  );
  const found = new Set<number>();
  for (const pattern of SECRET_PATHS) {
    if (named.length < pattern.length) continue;
    const matches = pattern.every((part, i) => part === '*' || part === '?' || named[i].value === part);
    if (matches) pattern.forEach((part, i) => part === '?' && found.add(named[i].index));
  }
  return [...found];
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
      const key = decodeFully(pair.slice(0, eq)).toLowerCase();
      const value = decodeFully(pair.slice(eq + 1));
      if (SECRET_QUERY_KEYS.has(key)) return `${pair.slice(0, eq)}=${MASK}`;
      if (!looksLikeUrl(value)) return pair;
      const masked = maskUrl(value);
      return masked === value ? pair : `${pair.slice(0, eq)}=${encodeURIComponent(masked)}`;
    })
    .join('&');
}

/**
 * A URL or path with every secret masked: report link passwords, reset tokens, order references
 * and keys, in the path (any letter case, slashes encoded or not), in the query, and inside query
 * values that are links themselves (redirect parameters), each decoded fully before it is compared.
 * Absolute URLs keep their origin.
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
