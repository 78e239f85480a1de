import type { Config } from './config';

/** What the start makes of the session cookie's settings: go on, say so in the log, or refuse to start. */
export type SecureCookieCheck = { refuse: boolean; message: string } | null;

/**
 * An https PUBLIC_URL makes the session cookie Secure, and a Secure cookie is only sent over what Express sees
 * as https. The process itself serves plain http, so behind a proxy that ends TLS Express knows the request was
 * https only from X-Forwarded-Proto, which it reads only with TRUST_PROXY. Without it every sign-in answers
 * without a session cookie and nobody is told: a warning outside production, a refusal to start in production.
 */
export function secureCookieCheck(config: Pick<Config, 'PUBLIC_URL' | 'TRUST_PROXY' | 'isProduction'>): SecureCookieCheck {
  if (!config.PUBLIC_URL.startsWith('https:') || config.TRUST_PROXY !== false) return null;
  const problem =
    'PUBLIC_URL is https but TRUST_PROXY is not set: the session cookie is Secure and this process sees plain http, so sign-ins would set no session cookie. Set TRUST_PROXY to the proxy in front (1 for one proxy; docs/operations.md, Production settings).';
  return config.isProduction ? { refuse: true, message: `Refusing to start in production: ${problem}` } : { refuse: false, message: problem };
}
