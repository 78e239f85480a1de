import type { Request } from 'express';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;

/** The token from an `Authorization: Bearer` header, if any. */
export function bearerToken(req: Request): string | null {
  return req.get('authorization')?.match(BEARER)?.[1] ?? null;
}

/** The token this request authenticates with: the bearer header first, else the session's. */
export function requestToken(req: Request): string | null {
  const sessionToken = req.session?.token;
  return bearerToken(req) ?? (typeof sessionToken === 'string' ? sessionToken : null);
}

/** The client's address for rate limits (behind a proxy, `trust proxy` makes this the real one). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
