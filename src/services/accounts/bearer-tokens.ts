import { BEARER_TTL_MS, hashToken, newToken, SHORT_BEARER_TTL_MS } from '../../auth/tokens';
import { sql } from '../../db/sql';
import type { Queryable } from '../../db/types';
import type { SessionUser } from '../../domain/session-user';

interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** A new bearer token: 30 days with remember-me, else 24 hours. Only its hash is stored. */
export async function issueBearer(db: Queryable, userSeq: number, rememberMe: boolean): Promise<IssuedToken> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + (rememberMe ? BEARER_TTL_MS : SHORT_BEARER_TTL_MS));
  // Housekeeping: this user's dead tokens (expired, revoked or used) are no longer needed.
  await db.query(sql`DELETE FROM auth_tokens WHERE user_seq = ${userSeq} AND (expires_at < now() OR used_at IS NOT NULL)`);
  await db.query(sql`INSERT INTO auth_tokens (token_hash, user_seq, kind, expires_at)
    VALUES (${hashToken(token)}, ${userSeq}, 'bearer', ${expiresAt})`);
  return { token, expiresAt };
}

/** When a live bearer token expires (null when unknown, revoked or expired). */
export async function bearerExpiry(db: Queryable, token: string): Promise<Date | null> {
  const row = await db.maybeOne<{ expiresAt: Date | string }>(sql`
    SELECT expires_at AS "expiresAt" FROM auth_tokens
    WHERE token_hash = ${hashToken(token)} AND kind = 'bearer' AND used_at IS NULL AND expires_at > now()`);
  return row ? new Date(row.expiresAt) : null;
}

/** The user a live (unexpired, unrevoked) bearer token belongs to. */
export async function userForToken(db: Queryable, token: string): Promise<SessionUser | null> {
  return db.maybeOne<SessionUser>(sql`
    SELECT u.seq, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.is_admin AS "isAdmin", u.coid
    FROM auth_tokens t JOIN users u ON u.seq = t.user_seq
    WHERE t.token_hash = ${hashToken(token)} AND t.kind = 'bearer' AND t.used_at IS NULL AND t.expires_at > now()`);
}

/** A token issued with remember-me outlives the short lifetime. */
export function isRemembered(expiresAt: Date): boolean {
  return expiresAt.getTime() - Date.now() > SHORT_BEARER_TTL_MS;
}

/** Sign-out: the token stops working everywhere at once. */
export async function revokeBearer(db: Queryable, token: string): Promise<void> {
  await db.query(sql`UPDATE auth_tokens SET used_at = now() WHERE token_hash = ${hashToken(token)} AND kind = 'bearer' AND used_at IS NULL`);
}

/** Revokes every live bearer token of a user, except `keep` (the session making the change). */
export async function revokeUserBearers(db: Queryable, userSeq: number, keep?: string): Promise<void> {
  const except = keep ? sql` AND token_hash <> ${hashToken(keep)}` : sql.empty;
  await db.query(sql`UPDATE auth_tokens SET used_at = now()
    WHERE user_seq = ${userSeq} AND kind = 'bearer' AND used_at IS NULL${except}`);
}
