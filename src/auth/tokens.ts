import { createHash, randomBytes } from 'node:crypto';

/** A new secret token for a bearer or reset link: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const BEARER_TTL_MS = 30 * 24 * 3600_000;
export const SHORT_BEARER_TTL_MS = 24 * 3600_000;
/** Reset links expire after one hour. */
export const RESET_TTL_MS = 3_600_000;
