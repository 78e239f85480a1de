import type { Request } from 'express';

const BEARER_KEY = /^Bearer (sk_\S+)$/;

/**
 * The API key a machine client presented: `X-Api-Key: sk_…` or `Authorization: Bearer sk_…`
 * (other bearer tokens are sign-in sessions, not keys). Null when it sent none.
 */
export function presentedApiKey(req: Request): string | null {
  const header = req.get('x-api-key')?.trim();
  if (header) return header;
  return BEARER_KEY.exec(req.get('authorization')?.trim() ?? '')?.[1] ?? null;
}
