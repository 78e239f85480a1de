const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function parseOrigin(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * The DNS-rebinding rule of MCP over HTTP: a request without an Origin (an MCP client is not a
 * browser) is accepted; one with an Origin only when it is the site's own (PUBLIC_URL's origin),
 * or, outside production, a page on this machine (localhost, any port).
 */
export function isAllowedMcpOrigin(origin: string | undefined, publicUrl: string, isProduction: boolean): boolean {
  if (origin === undefined) return true;
  const parsed = parseOrigin(origin);
  if (!parsed || parsed.origin === 'null') return false;
  if (parsed.origin === new URL(publicUrl).origin) return true;
  return !isProduction && (parsed.protocol === 'http:' || parsed.protocol === 'https:') && LOCAL_HOSTS.has(parsed.hostname);
}
