import type { Request } from 'express';
import { API_KEY_PREFIX } from '../services/api-keys';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;

/** The token from an `Authorization: Bearer` header, if any. */
export function bearerToken(req: Request): string | null {
  return req.get('authorization')?.match(BEARER)?.[1] ?? null;
}

/** The request names a bearer token (well-formed or not): then it authenticates with that alone. */
export function claimsBearer(req: Request): boolean {
  return /^bearer(\s|$)/i.test(String(req.get('authorization')));
}

/**
 * The token this request authenticates with: a request with an `Authorization: Bearer` header uses that
 * header only (a malformed one authenticates nothing, it never falls back to the cookie); else the session's.
 * Other schemes (Basic, from a proxy guarding a staging site) leave the session cookie in charge.
 */
export function requestToken(req: Request): string | null {
  // A request presenting an API key (`X-Api-Key`, or `sk_…` as a bearer token) is a machine client's: it is judged by
  // the key alone and never by a session cookie it also carries (so the CSRF check may exempt it).
  if (req.get('x-api-key')) return null;
  if (claimsBearer(req)) {
    const token = bearerToken(req);
    return token?.startsWith(API_KEY_PREFIX) ? null : token;
  }
  const sessionToken = req.session?.token;
  return typeof sessionToken === 'string' ? sessionToken : null;
}

/** The client's address for rate limits (behind a proxy, `trust proxy` makes this the real one). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
